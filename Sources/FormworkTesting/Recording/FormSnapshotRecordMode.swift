/// When ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:filePath:function:line:column:)``
/// writes reference files.
///
/// ```swift
/// // FORMWORK_RECORD=failed swift test     re-record only the snapshots that differ
/// // FORMWORK_RECORD=never swift test      on CI: never write, fail on a missing reference
/// assertSnapshot(of: layout, as: .text, named: "compact", record: .all)   // this assertion only
/// ```
///
/// The mode comes from the `record:` argument, else from the
/// `FORMWORK_RECORD` environment variable (see ``init(environmentValue:)``),
/// else ``missing``. Any assertion that writes a file fails, so a run that
/// recorded never passes by accident; run again to compare.
public enum FormSnapshotRecordMode: String, Sendable, Hashable, CaseIterable {
    /// Write a reference only where none exists (the default).
    case missing
    /// Write every reference, matching or not.
    case all
    /// Write the references that are missing or differ from the value.
    case failed
    /// Never write: a missing reference fails. Use it on CI so that a test
    /// with a forgotten reference fails instead of recording one on the build machine.
    case never

    /// The mode a `FORMWORK_RECORD` value names: `1`, `all`, `true` or
    /// `yes` → ``all``; `failed` → ``failed``; `never` → ``never``;
    /// unset, empty, `0`, `false`, `no` or `missing` → ``missing``;
    /// anything else `nil` (the assertion then fails and says so).
    ///
    /// ```swift
    /// FormSnapshotRecordMode(environmentValue: "1")        // .all
    /// FormSnapshotRecordMode(environmentValue: nil)        // .missing
    /// FormSnapshotRecordMode(environmentValue: "sometimes") // nil
    /// ```
    public init?(environmentValue: String?) {
        switch environmentValue?.lowercased() {
        case nil, "", "0", "false", "no", "missing": self = .missing
        case "1", "all", "true", "yes": self = .all
        case "failed": self = .failed
        case "never": self = .never
        default: return nil
        }
    }

    /// The name of the environment variable that sets the mode.
    ///
    /// ```swift
    /// FormSnapshotRecordMode.environmentVariable   // "FORMWORK_RECORD"
    /// ```
    public static let environmentVariable = "FORMWORK_RECORD"
}
