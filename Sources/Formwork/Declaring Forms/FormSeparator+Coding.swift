extension KeyedEncodingContainer {
    /// Writes nothing for a separator: it is layout, not data, so a model's
    /// stored JSON holds only the model's values.
    ///
    /// ```swift
    /// struct Profile: FormModel {
    ///     @FormText var user_name = "Ada"
    ///     var contact = FormSeparator("Contact")
    ///     @FormText(.email) var email = "ada@example.com"
    /// }
    /// String(decoding: try JSONEncoder().encode(Profile()), as: UTF8.self)
    /// // {"user_name":"Ada","email":"ada@example.com"}: no "contact"
    /// ```
    ///
    /// The synthesized `encode(to:)` asks to encode each stored property;
    /// this overload is the more specific one it finds for a separator.
    ///
    /// - Parameters:
    ///   - value: The separator, which is not written.
    ///   - key: The property's coding key, which is not written either.
    /// - Throws: Never; the signature is the container's.
    public mutating func encode(_ value: FormSeparator, forKey key: Key) throws {}
}

extension KeyedDecodingContainer {
    /// Decodes a separator whether or not its key is there: a model's JSON
    /// carries no separator (see
    /// `KeyedEncodingContainer.encode(_:forKey:)` for a separator), and JSON stored
    /// with one (`"contact":{}`) still decodes.
    ///
    /// ```swift
    /// let profile = try JSONDecoder().decode(Profile.self, from: Data(#"{"user_name":"Ada","email":""}"#.utf8))
    /// profile.user_name   // "Ada"; `contact` is an untitled separator, not keyNotFound
    /// ```
    ///
    /// A separator decoded from JSON has no title: the form takes its
    /// sections from the model type's declaration, never from a value, and
    /// a model Formwork builds keeps the separators its type declares.
    ///
    /// - Parameters:
    ///   - type: `FormSeparator.self`, which the synthesized `init(from:)` asks for.
    ///   - key: The property's coding key.
    /// - Returns: The separator the decoder holds for `key`, else an untitled one.
    /// - Throws: Never for a missing key; the decoder's error when it cannot read the container.
    public func decode(_ type: FormSeparator.Type, forKey key: Key) throws -> FormSeparator {
        try decodeIfPresent(type, forKey: key) ?? FormSeparator()
    }
}
