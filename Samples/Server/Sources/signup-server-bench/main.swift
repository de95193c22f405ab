// signup-server-bench: the sign-up server's binding of one request, Formwork beside Hummingbird's
// URLEncodedFormDecoder and beside the limit (the same bodies read by hand into the same plain struct with the
// same checks, HandWrittenReader), measured in the same run on the same bodies (those the load test posts).
// swift run -c release --package-path Samples/Server signup-server-bench [--quick] [--bodies <count>]
// `--profile formwork` (or `decoder`, `handwritten`) only reads the bodies that way, untimed, for a profiler
// such as callgrind.
import Formwork
import Foundation
import SignUpServer

let usage = "USAGE: signup-server-bench [--quick] [--bodies <count>] [--profile formwork|decoder|handwritten]"
var arguments = CommandLine.arguments.dropFirst()
var quick = false
var count = 1000
var profile: String?
while let argument = arguments.popFirst() {
    let value = ["--bodies", "--profile"].contains(argument) ? arguments.popFirst() : nil
    switch (argument, value) {
    case ("--quick", _): quick = true
    case ("--bodies", let value?) where (Int(value) ?? 0) > 0: count = Int(value) ?? count
    case ("--profile", let value?) where ["formwork", "decoder", "handwritten"].contains(value): profile = value
    default:
        print(usage)
        exit(argument == "--help" || argument == "-h" ? 0 : 2)
    }
}

let token = String(repeating: "5e", count: 32)
let strings = (1...count).map { LoadBodies.body(thread: 1, counter: $0, token: token) }
let bodies = strings.map { Data($0.utf8) }
// What POST / reads a body with (FormPostedBody.read(into:)): the page's options, its rules, the server's limits.
var options = FormPostedBody.Encoding.urlEncoded.readingOptions
options.validates = true
options.limits = ServerLimits().decoding
var withoutRules = options
withoutRules.validates = false
let reader = HandWrittenReader(validates: true, limits: ServerLimits())
var readerWithoutRules = reader
readerWithoutRules.validates = false

if let profile {
    do {
        let sum =
            switch profile {
            case "formwork": try Decoding.formwork(bodies, options)
            case "decoder": try Decoding.plain(strings)
            default: try Decoding.handWritten(bodies, reader)
            }
        print("signup-server-bench --profile \(profile): read \(count) bodies (sum \(sum))")
        exit(0)
    } catch {
        print("FAILED: \(error)")
        exit(1)
    }
}
print("signup-server-bench\(quick ? " --quick" : ""): release build expected; ratios are ours / baseline per sample pair")
do {
    try BindingCheck.run(bodies: bodies, strings: strings, options: options, reader: reader)
    try BindingCheck.run(cases: ReadingCase.all(token: token), options: options, reader: reader)
} catch {
    print("MISMATCH: \(error)")
    exit(1)
}
let rows = (try? FormState(SignUp()).rows.count) ?? 0
var table = BenchTable(
    title: "One POST's binding: SignUp (\(rows) rows), \(count) distinct bodies of \(bodies.map(\.count).min() ?? 0)–"
        + "\(bodies.map(\.count).max() ?? 0) bytes; peer: Hummingbird's decoder into PlainSignUp; limit: the same "
        + "bodies read by hand into PlainSignUp with the same checks",
    samples: quick ? 5 : 15, sampleSeconds: quick ? 0.05 : 0.2, perRun: count)
let decode = { blackhole(try Decoding.plain(strings)) }
let byHand = { blackhole(try Decoding.handWritten(bodies, reader)) }
let blank = try FormState(SignUp())
table.add(
    "blank form copied, bind, validate, model", goal: .timePerBody(20e-6),
    ours: { blackhole(try Decoding.formwork(bodies, from: blank, options)) }, peer: decode, limit: byHand)
table.add(
    "new form each time, bind, validate, model", goal: .ratioToPeer(0.5),
    ours: { blackhole(try Decoding.formwork(bodies, options)) }, peer: decode, limit: byHand)
table.add(
    "new form, bind, model (no rules)", goal: .none, ours: { blackhole(try Decoding.formwork(bodies, withoutRules)) },
    peer: decode, limit: { blackhole(try Decoding.handWritten(bodies, readerWithoutRules)) })
table.add(
    "SignUp(urlEncoded:options:) validating", goal: .none, ours: { blackhole(try Decoding.model(bodies, options)) },
    peer: decode, limit: byHand)
table.add(
    "FormState(SignUp()) alone", goal: .none, ours: { blackhole(try Decoding.newForms(count)) }, peer: decode,
    limit: byHand)
table.add(
    "FormParameters(urlEncoded:) (token)", goal: .none, ours: { blackhole(try Decoding.parameters(bodies, options)) },
    peer: decode, limit: { blackhole(Decoding.pairs(bodies)) })
table.note("the peer and the limit read the whole body in every row; the last row's limit only splits and decodes")
table.note("its pairs, the work of FormParameters(urlEncoded:); both routes also read the parameters once for the")
table.note("CSRF token (the last row) before binding")
table.print()
