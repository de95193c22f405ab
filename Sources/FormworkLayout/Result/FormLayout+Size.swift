extension FormLayout {
    /// A width and a height.
    ///
    /// ```swift
    /// layout.contentSize      // FormLayout.Size(width: 375, height: 112)
    /// ```
    public struct Size: Sendable, Equatable {
        /// Width.
        public var width: Double
        /// Height.
        public var height: Double

        /// A size.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }
}
