extension FormCustomLayout {
    /// A line of a model's own layout that cannot be used, with the model, the
    /// size class, the line as written and a caret under the problem.
    ///
    /// ```swift
    /// struct SignUp: FormLayoutCustomizing {
    ///     @FormText var user_name = ""
    ///     static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
    ///         FormCustomLayout(lines: ["H:|-[usr_name]-|", "V:|-[user_name]-|"])
    ///     }
    /// }
    ///
    /// do { _ = try FormState(SignUp()).layout(for: .compact) } catch {
    ///     print(error)
    ///     // SignUp.formLayout(for: .compact), line 1: Unknown view 'usr_name'. Did you mean 'user_name'?
    ///     // H:|-[usr_name]-|
    ///     //      ^
    ///     // Name a row by its key (address.street) or its identifier (address_street), a section header by header_<section number>.
    /// }
    /// ```
    ///
    /// It is a declaration error: the model's code must change, not the user's
    /// input. ``suggestion`` is the row key (or header identifier) closest to
    /// the unknown name, if one is close enough.
    public struct LineError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The model type's name, such as `SignUp`.
        public var modelType: String
        /// The size class whose layout holds the line: the one being laid out
        /// when every size class gets that line, else the first that does.
        public var sizeClass: LayoutSizeClass
        /// The line's number in the layout's `lines`, from 1.
        public var lineNumber: Int
        /// What went wrong, against the line as written.
        public var error: VisualFormatError
        /// The name that is no row, header or metric, when that is the problem.
        public var unknownName: String?
        /// The closest row key or header identifier to ``unknownName``.
        public var suggestion: String?

        /// An error in line `lineNumber` of `modelType`'s layout for `sizeClass`.
        public init(
            modelType: String, sizeClass: LayoutSizeClass, lineNumber: Int, error: VisualFormatError,
            unknownName: String? = nil, suggestion: String? = nil
        ) {
            self.modelType = modelType
            self.sizeClass = sizeClass
            self.lineNumber = lineNumber
            self.error = error
            self.unknownName = unknownName
            self.suggestion = suggestion
        }

        /// Where, what, the line with a caret, and for an unknown name how rows are named.
        public var description: String {
            var text = "\(modelType).formLayout(for: .\(sizeClass.rawValue)), line \(lineNumber): \(error.description)"
            if unknownName != nil {
                text +=
                    "\nName a row by its key (address.street) or its identifier (address_street), "
                    + "a section header by header_<section number>."
            }
            return text
        }
    }
}
