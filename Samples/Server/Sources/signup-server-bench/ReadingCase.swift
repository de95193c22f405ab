/// A body that breaks one of SignUp's rules or tests one reading, with the
/// outcome written by hand: refused, or accepted with the value `check`
/// expects. Each is one of the load bodies with one pair changed.
struct ReadingCase {
    var name: String
    var body: String
    var accepted: Bool
    var check: (PlainSignUp) -> Bool = { _ in true }

    /// Request 4 of the load bodies (age 42, newsletter on, country UK) with `pair` in place of `old`.
    static func changing(_ old: String, to pair: String, token: String) -> String {
        LoadBodies.body(thread: 1, counter: 4, token: token).replacingOccurrences(of: old, with: pair)
    }

    static func all(token: String) -> [ReadingCase] {
        refused(token: token) + accepted(token: token)
    }

    static func refused(token: String) -> [ReadingCase] {
        let base = LoadBodies.body(thread: 1, counter: 4, token: token)
        func refusing(_ name: String, _ old: String, _ pair: String) -> ReadingCase {
            ReadingCase(name: name, body: changing(old, to: pair, token: token), accepted: false)
        }
        return [
            refusing("age over 150", "age=42", "age=151"),
            refusing("age no number", "age=42", "age=forty"),
            refusing("age empty", "age=42", "age="),
            refusing("age a fraction", "age=42", "age=42.5"),
            refusing("name blank", "user_name=Load+1-4", "user_name=+++"),
            refusing("name of 41 characters", "user_name=Load+1-4", "user_name=" + String(repeating: "x", count: 41)),
            refusing("email without @", "email=load.1.4%40example.com", "email=load-at-example.com"),
            refusing("email without a top-level domain", "email=load.1.4%40example.com", "email=a%40example"),
            refusing("email with a space", "email=load.1.4%40example.com", "email=a+b%40example.com"),
            refusing("gender no option", "gender=prefer_not_to_say", "gender=robot"),
            refusing("topic no option", "topics%5B%5D=design", "topics%5B%5D=cooking"),
            refusing("birthday no day", "birthday=1954-05-05", "birthday=2001-02-29"),
            refusing("newsletter no answer", "newsletter=true", "newsletter=maybe"),
            refusing("frequency no option while shown", "newsletter=true", "newsletter=true&frequency=daily"),
            refusing(
                "about me of 141 characters", "about_me=Caf%C3%A9+order+4+of+1",
                "about_me=" + String(repeating: "%C3%A9", count: 141)),
            ReadingCase(
                name: "201 pairs", body: base + String(repeating: "&x=1", count: 201 - 17), accepted: false),
        ]
    }

    static func accepted(token: String) -> [ReadingCase] {
        func accepting(_ name: String, _ old: String, _ pair: String, _ check: @escaping (PlainSignUp) -> Bool)
            -> ReadingCase
        {
            ReadingCase(name: name, body: changing(old, to: pair, token: token), accepted: true, check: check)
        }
        let age = "age=42"
        return [
            accepting("age with a sign", age, "age=%2B42") { $0.age == 42 },
            accepting("age with spaces", age, "age=+42+") { $0.age == 42 },
            accepting("age whole decimal", age, "age=42.0") { $0.age == 42 },
            accepting("age 12 hides about me", age, "age=12") { $0.age == 12 && $0.about_me == "" },
            accepting("phone empty", "phone=%2B1+555+1+4", "phone=") { $0.phone == "" },
            accepting("newsletter on", "newsletter=true", "newsletter=on") { $0.newsletter },
            accepting("no newsletter is off", "&newsletter=true", "") { !$0.newsletter },
            accepting("checkbox idiom", "newsletter=true", "newsletter=false&newsletter=true") { $0.newsletter },
            accepting("frequency shown", "newsletter=true", "newsletter=true&frequency=weekly") { $0.frequency == .weekly },
            accepting("frequency hidden", "newsletter=true", "newsletter=false&frequency=weekly") {
                $0.frequency == .monthly
            },
            accepting("blank tag", "tags%5B%5D=t4", "tags%5B%5D=t4&tags%5B%5D=") { $0.tags == ["t4", "thread-1"] },
            accepting("name of 40 characters", "user_name=Load+1-4", "user_name=" + String(repeating: "%C3%A9", count: 40)) {
                $0.user_name == String(repeating: "é", count: 40)
            },
            accepting("province hidden", "address%5Bcountry%5D=UK", "address%5Bcountry%5D=UK&address%5Bprovince%5D=X") {
                $0.address.province == ""
            },
            // WHATWG: %zz stays as it is, + is a space, %2B is +, %FF is no UTF-8 (U+FFFD).
            accepting("percent-decoding", "user_name=Load+1-4", "user_name=%zz+%2B%FF") { $0.user_name == "%zz +\u{FFFD}" },
            accepting("names no row reads", "&age=42", "&age=42&accountID=0&unknown=1") { $0.age == 42 },
            accepting("name sent twice", "user_name=Load+1-4", "user_name=First&user_name=Load+1-4") {
                $0.user_name == "Load 1-4"
            },
            accepting("no birthday", "birthday=1954-05-05", "birthday=") { $0.birthday == nil },
        ]
    }
}
