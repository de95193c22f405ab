/// The good sign-up bodies that Tests/Scripts/server_load.py posts under load
/// (its Lua script's `fields`): thread `thread`'s request `counter`, each
/// field derived from both, so no two bodies are alike. They hold only what
/// Hummingbird's decoder reads too: no emergency contacts, one `newsletter`.
enum LoadBodies {
    static let genders = ["female", "male", "prefer_not_to_say"]
    static let topics = ["swift", "design", "music", "travel", "photography"]

    /// The urlencoded body, the CSRF token first, as the server receives it.
    static func body(thread t: Int, counter c: Int, token: String) -> String {
        let china = c % 3 == 0
        var fields = [
            "csrf_token=\(token)", "user_name=Load+\(t)-\(c)", "age=\(13 + (c * 7 + t) % 120)",
            "gender=\(genders[(c + t) % 3])", "email=load.\(t).\(c)%40example.com", "phone=%2B1+555+\(t)+\(c)",
            "tags%5B%5D=t\(c % 5)", "tags%5B%5D=thread-\(t)", "topics%5B%5D=\(topics[c % 5])",
            "topics%5B%5D=\(topics[(c + 2) % 5])", "birthday=\(date(c))", "newsletter=\(c % 2 == 0)",
            "about_me=Caf%C3%A9+order+\(c)+of+\(t)", "address%5Bstreet%5D=\(c)+Load+Street",
            "address%5Bcity%5D=City+\(t)", "address%5Bzip%5D=Z\(c)", "address%5Bcountry%5D=\(china ? "CN" : "UK")",
        ]
        if china { fields.append("address%5Bprovince%5D=Province+\(c)") }
        return fields.joined(separator: "&")
    }

    /// `yyyy-MM-dd` for request `c`, written without a formatter.
    static func date(_ c: Int) -> String {
        func digits(_ value: Int, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        return "\(digits(1950 + c % 50, 4))-\(digits(1 + c % 12, 2))-\(digits(1 + c % 28, 2))"
    }
}
