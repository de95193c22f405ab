extension FormParameters {
    /// How parameters are written as a `multipart/form-data` body.
    ///
    /// ```swift
    /// var options = FormParameters.MultipartOptions()
    /// options.arrayStyle = .indexed
    /// options.nilPolicy = .emptyString
    /// let parameters: FormParameters = ["tags": ["a", "b"], "nickname": nil]
    /// let body = try parameters.multipart(boundary: "XyZ", options: options)
    /// // parts named tags[0], tags[1] and nickname (empty)
    /// ```
    ///
    /// Nested values are named with brackets as in a urlencoded body
    /// (`user[address][city]`), and scalars are written as there, so the
    /// styles are ``FormParameters/URLEncodingOptions``'s. A multipart part always has a
    /// value, so there is no bare name: what urlencoded writes as `nickname`
    /// alone is an empty part here. The defaults are those of `init()`: `[]`
    /// brackets for arrays of scalars, `true`/`false`, ISO 8601 dates, null
    /// members and empty lists omitted, declaration order, no newline
    /// normalization.
    public struct MultipartOptions: Sendable {
        /// What a null member becomes.
        ///
        /// ```swift
        /// // nickname = nil
        /// FormParameters.MultipartOptions.NilPolicy.omit         // no part
        /// FormParameters.MultipartOptions.NilPolicy.emptyString  // a part named nickname, empty
        /// FormParameters.MultipartOptions.NilPolicy.literalNull  // a part named nickname holding null
        /// ```
        public enum NilPolicy: Sendable, Hashable {
            /// No part is written (the default).
            case omit
            /// A part with empty content.
            case emptyString
            /// A part holding the text `null`.
            case literalNull
        }

        /// What an empty list becomes.
        ///
        /// ```swift
        /// // tags = []
        /// FormParameters.MultipartOptions.EmptyListPolicy.omit        // no part
        /// FormParameters.MultipartOptions.EmptyListPolicy.emptyPart   // a part named tags[], empty
        /// ```
        public enum EmptyListPolicy: Sendable, Hashable {
            /// No part is written (the default), as HTML writes no field for a
            /// list with nothing chosen.
            case omit
            /// One part named with `[]` and empty content. Standard readers
            /// take it as a list holding one empty string.
            case emptyPart
        }

        /// How array items are named; default ``FormParameters/URLEncodingOptions/ArrayStyle/brackets``.
        public var arrayStyle: URLEncodingOptions.ArrayStyle
        /// How Booleans are written; default ``FormParameters/URLEncodingOptions/BoolStyle/literal``.
        public var boolStyle: URLEncodingOptions.BoolStyle
        /// How dates are written; default ``FormParameters/URLEncodingOptions/DateStyle/iso8601``.
        public var dateStyle: URLEncodingOptions.DateStyle
        /// What null members become; default ``NilPolicy/omit``.
        public var nilPolicy: NilPolicy
        /// What empty lists become; default ``EmptyListPolicy/omit``.
        public var emptyLists: EmptyListPolicy
        /// Whether the members of every object (the top level included) are
        /// sorted by the UTF-8 bytes of their keys, keeping the given order among
        /// equal keys; default `false` (declaration order).
        public var sortedKeys: Bool
        /// Whether every lone CR, lone LF and CRLF in names and text values
        /// becomes CRLF, as HTML's form submission does; default `false`.
        public var normalizesNewlines: Bool

        /// The default options.
        ///
        /// ```swift
        /// let options = FormParameters.MultipartOptions()   // brackets, literal, ISO 8601, omit nil, declared order
        /// ```
        public init(
            arrayStyle: URLEncodingOptions.ArrayStyle = .brackets,
            boolStyle: URLEncodingOptions.BoolStyle = .literal,
            dateStyle: URLEncodingOptions.DateStyle = .iso8601,
            nilPolicy: NilPolicy = .omit,
            emptyLists: EmptyListPolicy = .omit,
            sortedKeys: Bool = false,
            normalizesNewlines: Bool = false
        ) {
            self.arrayStyle = arrayStyle
            self.boolStyle = boolStyle
            self.dateStyle = dateStyle
            self.nilPolicy = nilPolicy
            self.emptyLists = emptyLists
            self.sortedKeys = sortedKeys
            self.normalizesNewlines = normalizesNewlines
        }

        /// The same naming and writing as urlencoded options, for the field
        /// flattener both encoders share.
        var flattening: FormParameters.URLEncodingOptions {
            let nil_: FormParameters.URLEncodingOptions.NilPolicy =
                switch nilPolicy {
                case .omit: .omit
                case .emptyString: .emptyString
                case .literalNull: .literalNull
                }
            return FormParameters.URLEncodingOptions(
                arrayStyle: arrayStyle, boolStyle: boolStyle, dateStyle: dateStyle, nilPolicy: nil_,
                // A bare `tags[]` field is what the flattener writes for an empty
                // list; multipart writes it as an empty part.
                emptyLists: emptyLists == .emptyPart ? .bareName : .omit,
                sortedKeys: sortedKeys, normalizesNewlines: normalizesNewlines)
        }
    }
}
