/// The parts of a form that most changes leave alone: the state of its
/// conditions, its refused edits, and its settings (read-only mode, access
/// policy, localization, required marker).
///
/// Held by one reference, copied on write: every copy of a form (each call
/// on a form kept in a class, a closure or a SwiftUI state copies it)
/// retained each of their eleven references, where it now retains one.
/// A new form shares its schema's store, so making one allocates none;
/// the form's first change to any of these parts copies it.
///
/// `@unchecked Sendable`, as a copy-on-write buffer is: a form changes its
/// store only while it holds the only reference (``FormState`` checks with
/// `isKnownUniquelyReferenced` first) and has exclusive access to itself,
/// so a store that two forms or two threads can see is never changed. For
/// the same reason the properties skip the run-time exclusivity check.
final class FormStore: @unchecked Sendable {
    @exclusivity(unchecked) var conditionState: ConditionState
    /// Refused edits by row position; read in row order only.
    @exclusivity(unchecked) var inputErrors: [Int: FormInputError]
    /// Errors the app added, in the order added (``FormState/addError(_:for:)``).
    @exclusivity(unchecked) var addedErrors: [AddedError]
    /// The ``FormRow/id``s of the rows the last body gave a file with its
    /// bytes (``FormState/holdsPostedFile(_:)``).
    @exclusivity(unchecked) var postedFileIDs: Set<String>
    @exclusivity(unchecked) var isEditable: Bool
    @exclusivity(unchecked) var access: FormAccess {
        didSet { accessAllowsEverything = access.allowsEverything }
    }
    /// Whether ``access`` is ``FormAccess/everything``: asked by every
    /// validation and edit, where reading the policy itself copied it.
    @exclusivity(unchecked) private(set) var accessAllowsEverything: Bool
    @exclusivity(unchecked) var localization: FormLocalization {
        didSet {
            translatesPhrases = localization.translatesPhrases
            translatesOptions = localization.translatesOptions
        }
    }
    /// ``localization``'s own answers, asked by every typed Boolean and
    /// choice, where asking the localization copied it.
    @exclusivity(unchecked) private(set) var translatesPhrases: Bool
    @exclusivity(unchecked) private(set) var translatesOptions: Bool
    @exclusivity(unchecked) var requiredMarker: String?

    /// The store of a new form of a schema whose initial condition state is `conditionState`.
    init(conditionState: ConditionState) {
        self.conditionState = conditionState
        inputErrors = [:]
        addedErrors = []
        postedFileIDs = []
        isEditable = true
        access = .everything
        accessAllowsEverything = true
        localization = .none
        translatesPhrases = FormLocalization.none.translatesPhrases
        translatesOptions = FormLocalization.none.translatesOptions
        requiredMarker = nil
    }

    private init(copying store: FormStore) {
        conditionState = store.conditionState
        inputErrors = store.inputErrors
        addedErrors = store.addedErrors
        postedFileIDs = store.postedFileIDs
        isEditable = store.isEditable
        access = store.access
        accessAllowsEverything = store.accessAllowsEverything
        localization = store.localization
        translatesPhrases = store.translatesPhrases
        translatesOptions = store.translatesOptions
        requiredMarker = store.requiredMarker
    }

    /// A store of its own for a form about to change it.
    func copy() -> FormStore { FormStore(copying: self) }
}
