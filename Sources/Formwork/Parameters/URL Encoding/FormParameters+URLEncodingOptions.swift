import Foundation

extension FormParameters {
    /// How parameters are written as `application/x-www-form-urlencoded` text
    /// (a multipart body names and writes fields the same way; see
    /// ``FormParameters/MultipartOptions``).
    ///
    /// ```swift
    /// var options = FormParameters.URLEncodingOptions()
    /// options.arrayStyle = .indexed
    /// options.boolStyle = .numeric
    /// let parameters: FormParameters = ["tags": ["a", "b"], "agreed": true]
    /// parameters.urlEncoded(options: options)
    /// // "tags%5B0%5D=a&tags%5B1%5D=b&agreed=1"
    /// ```
    ///
    /// The defaults are those of `URLEncodingOptions()`: `[]` brackets for arrays of scalars,
    /// `true`/`false`, ISO 8601 dates, null members omitted, declaration order,
    /// no newline normalization.
    public struct URLEncodingOptions: Sendable {
        /// How the items of an array are named.
        ///
        /// ```swift
        /// // tags = ["a", "b"]
        /// FormParameters.URLEncodingOptions.ArrayStyle.brackets   // tags[]=a&tags[]=b
        /// FormParameters.URLEncodingOptions.ArrayStyle.indexed    // tags[0]=a&tags[1]=b
        /// FormParameters.URLEncodingOptions.ArrayStyle.repeatedKey // tags=a&tags=b
        /// ```
        ///
        /// Items that are themselves objects or arrays are always indexed
        /// (`items[0][id]=7`), whatever the style, so that the members of one
        /// item stay together when read back.
        public enum ArrayStyle: Sendable, Hashable {
            /// `tags[]=a&tags[]=b` (the default).
            case brackets
            /// `tags[0]=a&tags[1]=b`.
            case indexed
            /// `tags=a&tags=b`.
            case repeatedKey
        }

        /// How a Boolean is written.
        ///
        /// ```swift
        /// FormParameters.URLEncodingOptions.BoolStyle.literal   // agreed=true
        /// FormParameters.URLEncodingOptions.BoolStyle.numeric   // agreed=1
        /// ```
        public enum BoolStyle: Sendable, Hashable {
            /// `true` / `false` (the default).
            case literal
            /// `1` / `0`.
            case numeric
        }

        /// How a date is written.
        ///
        /// ```swift
        /// // 2026-11-21 09:30 UTC
        /// FormParameters.URLEncodingOptions.DateStyle.iso8601             // 2026-11-21T09:30:00Z
        /// FormParameters.URLEncodingOptions.DateStyle.secondsSince1970    // 1795253400
        /// FormParameters.URLEncodingOptions.DateStyle.custom { _ in "soon" }
        /// ```
        public enum DateStyle: Sendable {
            /// ISO 8601 in UTC to the millisecond, `2026-11-21T09:30:00Z` (the default).
            case iso8601
            /// Seconds since 1970-01-01 UTC: whole seconds as an integer
            /// (`1795253400`), other times as the shortest round-trip double
            /// (`1795253400.25`).
            case secondsSince1970
            /// Text made by the closure.
            case custom(@Sendable (Date) -> String)
        }

        /// What a null member becomes.
        ///
        /// ```swift
        /// // nickname = nil
        /// FormParameters.URLEncodingOptions.NilPolicy.omit         // (nothing)
        /// FormParameters.URLEncodingOptions.NilPolicy.emptyString  // nickname=
        /// FormParameters.URLEncodingOptions.NilPolicy.literalNull  // nickname=null
        /// FormParameters.URLEncodingOptions.NilPolicy.bareName     // nickname
        /// ```
        public enum NilPolicy: Sendable, Hashable {
            /// The member is not written (the default).
            case omit
            /// The member is written with an empty value.
            case emptyString
            /// The member is written with the value `null`.
            case literalNull
            /// The name is written alone, without `=` (`nickname`): Formwork's
            /// reader reads it back as null, so an optional row gets `nil` and
            /// not the model's default. WHATWG's `URLSearchParams`, PHP and qs
            /// read it as an empty string, Rails (Rack) as `nil`, and
            /// Hummingbird's `URLEncodedFormDecoder` skips it.
            case bareName
        }

        /// What an empty list becomes.
        ///
        /// ```swift
        /// // tags = []
        /// FormParameters.URLEncodingOptions.EmptyListPolicy.omit      // (nothing)
        /// FormParameters.URLEncodingOptions.EmptyListPolicy.bareName  // tags[]
        /// ```
        public enum EmptyListPolicy: Sendable, Hashable {
            /// Nothing is written (the default), as HTML writes no field for a
            /// list with nothing chosen.
            case omit
            /// The list's name with `[]` is written alone, without `=`
            /// (`tags[]`): Formwork's reader reads it back as an empty list, so
            /// a list row gets `[]` and not the model's default. PHP and qs
            /// read it as a list holding one empty string, Rails (Rack) as a
            /// list holding `nil`.
            case bareName
        }

        /// How array items are named; default ``ArrayStyle/brackets``.
        public var arrayStyle: ArrayStyle
        /// How Booleans are written; default ``BoolStyle/literal``.
        public var boolStyle: BoolStyle
        /// How dates are written; default ``DateStyle/iso8601``.
        public var dateStyle: DateStyle
        /// What null members become; default ``NilPolicy/omit``.
        public var nilPolicy: NilPolicy
        /// What empty lists become; default ``EmptyListPolicy/omit``.
        public var emptyLists: EmptyListPolicy
        /// Whether the members of every object (the top level included) are
        /// sorted by the UTF-8 bytes of their keys, keeping the given order among
        /// equal keys; default `false` (declaration order). Array items are never
        /// reordered.
        public var sortedKeys: Bool
        /// Whether every lone CR, lone LF and CRLF in names and values becomes
        /// CRLF before encoding, as HTML's form submission does; default `false`
        /// (text is sent exactly as given).
        public var normalizesNewlines: Bool

        /// The default options.
        ///
        /// ```swift
        /// let options = FormParameters.URLEncodingOptions()   // brackets, literal, ISO 8601, omit nil, declared order
        /// ```
        public init(
            arrayStyle: ArrayStyle = .brackets,
            boolStyle: BoolStyle = .literal,
            dateStyle: DateStyle = .iso8601,
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

        /// The lossless setting: nil written as a bare name (`nickname`), an
        /// empty list as a bare `tags[]`, everything else as by default.
        ///
        /// ```swift
        /// var signUp = SignUp()
        /// signUp.nickname = nil    // its default is "anon"
        /// signUp.tags = []         // its default is ["swift"]
        /// let form = try FormState(signUp)
        /// let body = form.parameters(policy: .init(nilValues: .null)).urlEncoded(options: .lossless)
        /// // "nickname&tags%5B%5D&…"
        /// try SignUp(urlEncoded: body)   // nickname nil and tags [], not the defaults
        /// ```
        ///
        /// By default a nil or an empty list writes nothing, so reading the body
        /// back leaves those rows at the model's defaults. With this setting
        /// (and a form's parameters taken with
        /// ``FormParameters/Policy/NilValues/null``, so that nil rows are in
        /// them), a model written and read back is the same model: `nil` is not
        /// `""`, `[]` is not `[""]`, and an optional list's `nil` is not `[]`.
        /// The WHATWG serializer never writes a name without `=`, and every
        /// standard parser reads one as an empty value, so other readers see
        /// `nickname=""` and `tags=[""]`. Multipart has no bare names (see
        /// ``FormParameters/MultipartOptions``): there both can only be written as empty parts.
        public static var lossless: FormParameters.URLEncodingOptions {
            FormParameters.URLEncodingOptions(nilPolicy: .bareName, emptyLists: .bareName)
        }
    }
}
