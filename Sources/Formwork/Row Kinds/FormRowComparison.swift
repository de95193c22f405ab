/// How conditions compare a row's values: what `rating >= 3` or
/// `colour == "#FF0000"` means for a row of a kind.
///
/// ```swift
/// static var comparison: FormRowComparison { .number }   // rating >= 3 compares numbers
/// ```
///
/// The form's condition checker refuses, when the form is made, a
/// condition that can never hold (`rating > "many"` on a number); numbers,
/// text and dates order among themselves, a choice compares with text and
/// numbers, a Boolean stands alone.
public struct FormRowComparison: Sendable, Hashable {
    let type: FormPredicate.ValueType

    /// Numbers: integers, doubles and decimals, compared exactly.
    public static var number: Self { Self(type: .number) }
    /// Text, compared by Unicode canonical equivalence.
    public static var text: Self { Self(type: .string) }
    /// `true` or `false`: the row stands alone as a condition.
    public static var boolean: Self { Self(type: .bool) }
    /// Points in time.
    public static var date: Self { Self(type: .date) }
    /// Lists of values (`count`, `contains`).
    public static var list: Self { Self(type: .list) }
    /// A choice, compared as its value with text and numbers.
    public static var choice: Self { Self(type: .option) }
    /// Files: equal only to themselves.
    public static var file: Self { Self(type: .file) }
    /// Any comparison: checked with the values the row holds when the form runs.
    public static var anything: Self { Self(type: .unknown) }
}
