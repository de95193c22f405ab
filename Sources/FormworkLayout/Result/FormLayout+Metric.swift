extension FormLayout {
    /// A named number a layout's Visual Format lines use.
    ///
    /// ```swift
    /// layout.metrics          // [FormLayout.Metric(name: "margin", value: 8)]
    /// ```
    public struct Metric: Sendable, Equatable {
        /// The name used in the lines.
        public var name: String
        /// Its value.
        public var value: Double

        /// A metric.
        public init(name: String, value: Double) {
            self.name = name
            self.value = value
        }
    }
}
