/// The fixed evaluator every live script carries: it reads the form's
/// controls, evaluates the predicates (given as data) exactly as
/// `FormPredicate` does, shows, hides, enables and disables the wrappers,
/// and edits the items of repeating groups.
///
/// Its source is readable JavaScript in `Live/Script/` (`values.js`,
/// `reading.js`, `page.js`, `conditions.js`, `groups.js`, `wiring.js`),
/// commented next to the code: how values are ordered and compared, how a
/// control's text is read, where a browser cannot match Swift exactly, how
/// hidden rows wait in templates and how group items are renumbered.
/// ``source`` is generated from those files by
/// `Tests/Scripts/support/live_script.py` into
/// `FormHTMLLiveRuntime+Source.swift`, a Swift string rather than a SwiftPM
/// resource, so that a server deployed without a resource bundle still has
/// it; `Tests/Scripts/html_live_script_check.py` fails while that file is
/// stale.
///
/// It is an interpreter over data rather than one JavaScript expression per
/// condition: the evaluator is the same text for every form, so it is
/// checked once against the Swift evaluator (Tests/Scripts/
/// html_live_conditions_cross_check.py), and user text only ever appears
/// inside JSON string literals, never in code; nothing is built with `eval`.
enum FormHTMLLiveRuntime {}
