#if os(iOS)
    import Formwork
    import SwiftUI

    /// What every part of a ``FormView`` shares: the editor it edits, the
    /// row typing goes into, the repeating group items folded away, and the
    /// app's own row views; and the one way its controls edit, so that each
    /// edit is animated and announced alike.
    @MainActor
    struct FormViewContext<Model: FormModel> {
        let editor: Binding<FormEditor<Model>>
        let focus: FocusState<String?>.Binding
        /// The ids of the repeating group items the person folded away.
        let collapsed: Binding<Set<String>>
        let rowContent: FormView<Model>.RowContent?

        /// The editor as it is now, which a control's binding reads when it is read, not when it was made.
        var current: FormEditor<Model> { editor.wrappedValue }

        /// `row` as the editor holds it now; `row` itself once it is no longer shown.
        func latest(_ row: FormRow) -> FormRow { current.row(id: row.id) ?? row }

        /// What VoiceOver says after a control's title: the row's message, then its help.
        func hint(for row: FormRow) -> String {
            [current.message(for: row), row.help].compactMap { $0 }.joined(separator: "\n")
        }

        /// Makes `change` to the editor, animated when it changes what is
        /// shown beyond values (``Formwork/FormEditor/Edit/changesStructure``),
        /// and announces the messages it made appear.
        @discardableResult
        func edit(_ change: (inout FormEditor<Model>) -> FormEditor<Model>.Edit) -> FormEditor<Model>.Edit {
            var edited = editor.wrappedValue
            let edit = change(&edited)
            if edit.changesStructure {
                withAnimation { editor.wrappedValue = edited }
            } else {
                editor.wrappedValue = edited
            }
            FormAnnouncement.post(edit.announcements)
            return edit
        }

        /// Puts typing into the row `id` (``Formwork/FormEditor/nextFocus(after:)``
        /// names it), or ends typing (`nil`), unfolding the item that holds the row.
        func moveFocus(to id: String?) {
            guard let id else {
                focus.wrappedValue = nil
                return
            }
            setFocus(id, afterUpdate: unfoldItems(holding: id, in: current))
        }

        /// Puts typing into the row `id`: at once, or after this update when
        /// its field is drawn only from the next one on (a row of an item just
        /// unfolded or just added), since focus cannot reach a field not drawn.
        func setFocus(_ id: String, afterUpdate: Bool) {
            guard afterUpdate else {
                focus.wrappedValue = id
                return
            }
            let focus = self.focus
            Task { @MainActor in focus.wrappedValue = id }
        }

        /// Unfolds the repeating group items of `editor` that hold the row
        /// `id`, since a folded item's rows are not drawn; whether any was folded.
        @discardableResult
        func unfoldItems(holding id: String, in editor: FormEditor<Model>) -> Bool {
            var unfolded = false
            for case .group(let group) in editor.parts {
                for item in group.items where collapsed.wrappedValue.contains(item.id) {
                    guard item.rows.contains(where: { $0.id == id }) else { continue }
                    collapsed.wrappedValue.remove(item.id)
                    unfolded = true
                }
            }
            return unfolded
        }

        /// The text of `row`'s field: what the editor shows, set on every
        /// change, cut to the row's character limit when `fitted`.
        func text(for row: FormRow, fitted: Bool = false) -> Binding<String> {
            Binding(
                get: { current.text(for: latest(row)) },
                set: { text in
                    edit { editor in
                        let typed = fitted ? editor.fitted(text, to: editor.row(id: row.id) ?? row) : text
                        return editor.setText(typed, forRow: row.id)
                    }
                }
            )
        }
    }
#endif
