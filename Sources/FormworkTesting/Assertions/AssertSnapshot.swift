import Formwork
import Foundation

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Asserts that a value's snapshot matches the reference file beside the test.
///
/// ```swift
/// import FormworkTesting
/// import Testing
///
/// @Test func signUpLayout() throws {
///     let form = try FormState(SignUp())
///     assertSnapshot(of: try form.layout(for: .compact), as: .text, named: "compact")
///     assertSnapshot(of: try form.layout(for: .regular), as: .svg, named: "regular")
/// }
/// // references: __Snapshots__/SignUpTests/signUpLayout.compact.txt and …/signUpLayout.regular.svg
/// ```
///
/// The reference is `__Snapshots__/<test file name>/<test name>.<name>.<extension>`
/// in the test file's folder (or in `snapshotDirectory`). A missing
/// reference is written and the assertion fails once, saying so; check the
/// file and commit it. A mismatch fails with a unified line diff from the
/// reference to the new text. `record` (else `FORMWORK_RECORD`, see
/// ``FormSnapshotRecordMode``) decides what is written. An ambiguous
/// layout (made with `ambiguity: .allow`) fails with its ambiguity, and
/// nothing is compared or written.
///
/// Inside a Swift Testing test a failure is an `Issue` at the call site;
/// elsewhere (an `XCTestCase`) it is an `XCTFail` at the call site.
///
/// - Parameters:
///   - value: The value to snapshot; an error making it fails the assertion
///     with that error, and nothing is written.
///   - snapshotting: How the value becomes text, and the reference's
///     extension: `.text`, `.ascii`, `.json`, `.svg`, or your own.
///   - name: Names the reference file, unique within the test.
///   - record: What to write; `nil` reads `FORMWORK_RECORD`.
///   - snapshotDirectory: Where references live instead of `__Snapshots__`
///     beside the test file.
///   - fileID: Where a failure is reported; leave the default.
///   - filePath: The test file, which places the reference; leave the default.
///   - function: The test, which names the reference; leave the default.
///   - line: Where a failure is reported; leave the default.
///   - column: Where a failure is reported; leave the default.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: FormSnapshotting<Value>,
    named name: String,
    record: FormSnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let message: String?
    do {
        message = verifySnapshot(
            of: try value(), as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
            filePath: filePath, function: function)
    } catch {
        message = SnapshotFailure.displayable("Could not make the value of snapshot '\(name)': \(error)")
    }
    guard let message else { return }
    SnapshotFailure.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a text matches the reference file beside the test.
///
/// ```swift
/// assertSnapshot(of: FormOutline.render(form), named: "outline")                  // …/test.outline.txt
/// assertSnapshot(of: body, named: "body", pathExtension: "json")                    // …/test.body.json
/// ```
///
/// The same as ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:filePath:function:line:column:)``
/// with ``FormSnapshotting/lines(pathExtension:)``.
public func assertSnapshot(
    of text: String,
    named name: String,
    pathExtension: String = "txt",
    record: FormSnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        of: text, as: .lines(pathExtension: pathExtension), named: name, record: record,
        snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath, function: function,
        line: line, column: column)
}

/// Compares a value's snapshot with its reference, writing references as
/// the record mode says, and returns the failure message, or `nil` when it
/// matches. For test frameworks other than Swift Testing and XCTest. An
/// ambiguous layout is refused: the message is its ambiguity, and nothing
/// is written.
///
/// ```swift
/// if let failure = verifySnapshot(of: layout, as: .text, named: "compact") {
///     myFramework.fail(failure)
/// }
/// ```
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: How the value becomes text, and the reference's extension.
///   - name: Names the reference file, unique within the test.
///   - record: What to write; `nil` reads `FORMWORK_RECORD`.
///   - snapshotDirectory: Where references live instead of `__Snapshots__`
///     beside the test file.
///   - filePath: The test file, which places the reference; leave the default.
///   - function: The test, which names the reference; leave the default.
/// - Returns: The failure message, or `nil` when the snapshot matches.
public func verifySnapshot<Value>(
    of value: Value,
    as snapshotting: FormSnapshotting<Value>,
    named name: String,
    record: FormSnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    filePath: StaticString = #filePath,
    function: String = #function
) -> String? {
    verifySnapshot(
        of: value, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        filePath: "\(filePath)", function: function, environment: ProcessInfo.processInfo.environment)
}

/// ``verifySnapshot(of:as:named:record:snapshotDirectory:filePath:function:)``
/// reading `FORMWORK_RECORD` and `FORMWORK_SNAPSHOT_ARTIFACTS` from `environment`.
/// The message is shown through ``SnapshotFailure/displayable(_:)``.
func verifySnapshot<Value>(
    of value: Value,
    as snapshotting: FormSnapshotting<Value>,
    named name: String,
    record: FormSnapshotRecordMode?,
    snapshotDirectory: URL?,
    filePath: String,
    function: String,
    environment: [String: String]
) -> String? {
    snapshotFailure(
        of: value, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        filePath: filePath, function: function, environment: environment
    ).map(SnapshotFailure.displayable)
}

/// The failure message of a snapshot as it was made, or `nil` when it matches.
private func snapshotFailure<Value>(
    of value: Value,
    as snapshotting: FormSnapshotting<Value>,
    named name: String,
    record: FormSnapshotRecordMode?,
    snapshotDirectory: URL?,
    filePath: String,
    function: String,
    environment: [String: String]
) -> String? {
    let mode: FormSnapshotRecordMode
    if let record {
        mode = record
    } else {
        let variable = FormSnapshotRecordMode.environmentVariable
        let setting = environment[variable]
        guard let fromEnvironment = FormSnapshotRecordMode(environmentValue: setting) else {
            return "\(variable)=\(setting ?? "") is not a record mode: use 1 or all, failed, never, or missing."
        }
        mode = fromEnvironment
    }
    if let refusal = snapshotting.refusal(value) {
        return "Snapshot '\(name)' was neither compared nor recorded. \(refusal)"
    }
    let reference = SnapshotReference(
        name: name, pathExtension: snapshotting.pathExtension, filePath: filePath, function: function,
        directory: snapshotDirectory)
    return reference.verify(
        snapshotting.snapshot(value), mode: mode, diffPage: snapshotting.diffPage,
        artifactsFolder: SnapshotArtifacts.folder(in: environment))
}

/// Reports a failed snapshot to the test framework running the test.
///
/// In Swift Testing the failure is recorded as an error whose description
/// is the message, so the issue's headline is the message itself ("Snapshot
/// 'x' does not match …"); an issue recorded with a comment shows the
/// generic "Issue recorded" with the message below it.
struct SnapshotFailure: Error, CustomStringConvertible {
    let description: String

    /// A failure message as a CI log can show it: every control character
    /// but the line feed written as its Control Picture (`␛`, `␍`), and
    /// every C1 control and bidirectional formatting character as its code
    /// point (`<U+202E>`), by `VisibleText`. A value in a diff can then
    /// neither drive the terminal showing the log nor reorder the line; the
    /// reference and the comparison keep the exact bytes.
    static func displayable(_ message: String) -> String {
        VisibleText.displayable(message, keeping: ["\n"])
    }

    static func report(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(
                    SnapshotFailure(description: message),
                    sourceLocation: SourceLocation(
                        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message, file: filePath, line: line)
        #endif
    }
}
