// signup-server-bench: the sign-up server's binding of one request, Formwork beside Hummingbird's
// URLEncodedFormDecoder, measured in the same run on the same bodies (those the load test posts).
// swift run -c release --package-path Samples/Server signup-server-bench [--quick] [--bodies <count>]
// `--profile formwork` (or `decoder`) only reads the bodies that way, untimed, for a profiler such as callgrind.
import Formwork
import Foundation
import SignUpServer

let usage = "USAGE: signup-server-bench [--quick] [--bodies <count>] [--profile formwork|decoder]"
var arguments = CommandLine.arguments.dropFirst()
var quick = false
var count = 1000
var profile: String?
while let argument = arguments.popFirst() {
    let value = ["--bodies", "--profile"].contains(argument) ? arguments.popFirst() : nil
    switch (argument, value) {
    case ("--quick", _): quick = true
    case ("--bodies", let value?) where (Int(value) ?? 0) > 0: count = Int(value) ?? count
    case ("--profile", let value?) where ["formwork", "decoder"].contains(value): profile = value
    default:
        print(usage)
        exit(argument == "--help" || argument == "-h" ? 0 : 2)
    }
}

let token = String(repeating: "5e", count: 32)
let strings = (1...count).map { LoadBodies.body(thread: 1, counter: $0, token: token) }
let bodies = strings.map { Data($0.utf8) }
// What POST / reads a body with (PostedBody.read(into:)): the page's options, its rules, the server's limits.
var options = PostedBody.htmlFormOptions
options.validates = true
options.limits = ServerLimits().decoding
var withoutRules = options
withoutRules.validates = false

if let profile {
    do {
        let sum = try profile == "formwork" ? Decoding.formwork(bodies, options) : Decoding.plain(strings)
        print("signup-server-bench --profile \(profile): read \(count) bodies (sum \(sum))")
        exit(0)
    } catch {
        print("FAILED: \(error)")
        exit(1)
    }
}
print("signup-server-bench\(quick ? " --quick" : ""): release build expected; ratios are ours / baseline per sample pair")
do {
    try BindingCheck.run(bodies: bodies, strings: strings, options: options)
} catch {
    print("MISMATCH: \(error)")
    exit(1)
}
let rows = (try? ModelForm(SignUp()).rows.count) ?? 0
var table = BenchTable(
    title: "One POST's binding: SignUp (\(rows) rows), \(count) distinct bodies of \(bodies.map(\.count).min() ?? 0)–"
        + "\(bodies.map(\.count).max() ?? 0) bytes, vs PlainSignUp",
    samples: quick ? 5 : 15, sampleSeconds: quick ? 0.05 : 0.2, perRun: count)
let decode = { blackhole(try Decoding.plain(strings)) }
let blank = try ModelForm(SignUp())
table.add(
    "blank form copied, bind, validate, model vs decoder", goal: "≤ 1.0×",
    ours: { blackhole(try Decoding.formwork(bodies, from: blank, options)) }, baseline: decode)
table.add(
    "new form each time, bind, validate, model vs decoder", goal: "",
    ours: { blackhole(try Decoding.formwork(bodies, options)) }, baseline: decode)
table.add(
    "new form, bind, model (no rules) vs decoder", goal: "", ours: { blackhole(try Decoding.formwork(bodies, withoutRules)) },
    baseline: decode)
table.add(
    "SignUp(urlEncoded:options:) validating vs decoder", goal: "",
    ours: { blackhole(try Decoding.model(bodies, options)) }, baseline: decode)
table.add("ModelForm(SignUp()) alone vs decoder", goal: "", ours: { blackhole(try Decoding.newForms(count)) }, baseline: decode)
table.add(
    "FormParameters(urlEncoded:) (token) vs decoder", goal: "", ours: { blackhole(try Decoding.parameters(bodies, options)) },
    baseline: decode)
table.note("both routes also read the body's parameters once for the CSRF token (the last row) before binding")
table.print()
