#if os(iOS)
    import Formwork
    import SwiftUI

    /// A form a person fills in: a ``Formwork/FormEditor`` shown as a SwiftUI
    /// `Form` and edited in place.
    ///
    /// ```swift
    /// struct SignUpScreen: View {
    ///     @State var editor: FormEditor<SignUp>
    ///
    ///     var body: some View {
    ///         FormView($editor) { signUp in
    ///             save(signUp)
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// The view draws what the editor decides: each section with its header
    /// and footer, each repeating group with its items and its add button,
    /// each row with the control ``Formwork/FormEditor/control(for:)`` names,
    /// its help, and its message in red under it. Every change goes to the
    /// editor as it is made, so conditions show and hide rows while the person
    /// types; an edit that changes what is shown
    /// (``Formwork/FormEditor/Edit/changesStructure``) is animated, and the
    /// messages it makes appear are announced to VoiceOver, as is a photo or
    /// file that could not be read. A date row that may hold no date offers
    /// setting today's date, then clearing it.
    ///
    /// Return moves to the next row that takes typing. While a row is typed
    /// into, the keyboard's toolbar offers moving to the next row and ending
    /// typing, which number and phone keyboards need, having no Return key.
    /// The submit button at the end submits the editor: the model it gives
    /// goes to `onSubmit`; when something is wrong, the view scrolls to the
    /// first row in error, focuses it when it takes typing, and announces
    /// the messages.
    ///
    /// The form is laid out in its language's direction, and every text it
    /// shows is the form's own, in the form's language. Items of a repeating
    /// group can be deleted with a swipe and moved by dragging in edit mode
    /// (put an `EditButton` in the toolbar to offer it) when the group allows
    /// it; each item's title also offers them in its context menu and as
    /// VoiceOver actions.
    @MainActor
    public struct FormView<Model: FormModel>: View {
        /// A view of the app's own for a row: the row and the editor in,
        /// the view that shows the row out, or `nil` to draw the row as
        /// the form does. The row's help and message still show under it.
        public typealias RowContent = (FormRow, Binding<FormEditor<Model>>) -> AnyView?

        @Binding private var editor: FormEditor<Model>
        private let onSubmit: (Model) -> Void
        private let rowContent: RowContent?
        /// The id of the row typing goes into.
        @FocusState private var focus: String?
        /// The ids of the repeating group items the person folded away;
        /// every item is shown unfolded until then.
        @State private var collapsed: Set<String> = []

        /// A view of `editor` that gives `onSubmit` the model once submitting finds nothing wrong.
        ///
        /// - Parameters:
        ///   - editor: The editor the view shows and edits.
        ///   - onSubmit: Called with the model when the person submits a form with nothing wrong.
        public init(_ editor: Binding<FormEditor<Model>>, onSubmit: @escaping (Model) -> Void) {
            self._editor = editor
            self.onSubmit = onSubmit
            self.rowContent = nil
        }

        /// A view of `editor` that draws rows of the app's choosing with the
        /// app's own views: a row of a kind of the app's own
        /// (`FormControl.Style.custom`), or any other.
        ///
        /// ```swift
        /// FormView($editor, rowContent: { row, editor in
        ///     guard row.kind.name == "colour" else { return nil }
        ///     return AnyView(ColourWell(row: row, editor: editor))
        /// }, onSubmit: save)
        /// ```
        ///
        /// - Parameters:
        ///   - editor: The editor the view shows and edits.
        ///   - rowContent: The view for a row, or `nil` to draw it as the form does.
        ///     It edits through the editor it is given, as the form's own controls do.
        ///   - onSubmit: Called with the model when the person submits a form with nothing wrong.
        public init(
            _ editor: Binding<FormEditor<Model>>, rowContent: @escaping RowContent,
            onSubmit: @escaping (Model) -> Void
        ) {
            self._editor = editor
            self.onSubmit = onSubmit
            self.rowContent = rowContent
        }

        public var body: some View {
            let context = FormViewContext(editor: $editor, focus: $focus, collapsed: $collapsed, rowContent: rowContent)
            ScrollViewReader { proxy in
                Form {
                    ForEach(editor.parts) { part in
                        switch part {
                        case .section(let section):
                            FormSectionView(section: section, context: context)
                        case .group(let group):
                            FormGroupView(group: group, context: context)
                        }
                    }
                    Section {
                        Button {
                            submit(context, scrolling: proxy)
                        } label: {
                            Text(verbatim: editor.text("native.submit"))
                        }
                    } footer: {
                        // Messages that name no shown row, at the form's end beside the button that
                        // brought them.
                        VStack(alignment: .leading, spacing: 2) {
                            ForEach(Array(editor.otherMessages.enumerated()), id: \.offset) { message in
                                Text(verbatim: message.element).font(.footnote).foregroundColor(.red)
                            }
                        }
                    }
                }
                .toolbar { keyboardToolbar(context) }
            }
            .environment(\.layoutDirection, editor.direction == .rightToLeft ? .rightToLeft : .leftToRight)
            // Dates and system-drawn text read in the form's language, as its own texts do.
            .environment(\.locale, editor.locale)
        }

        /// The buttons above the keyboard while a row is typed into: one that
        /// moves to the next row (none after the last), and one that ends typing.
        private func keyboardToolbar(_ context: FormViewContext<Model>) -> some ToolbarContent {
            ToolbarItemGroup(placement: .keyboard) {
                if let focused = focus {
                    let next = editor.nextFocus(after: focused)
                    Button {
                        context.moveFocus(to: next)
                    } label: {
                        Text(verbatim: editor.text("native.keyboard.next"))
                    }
                    .disabled(next == nil)
                    Spacer()
                    Button {
                        context.moveFocus(to: nil)
                    } label: {
                        Text(verbatim: editor.text("native.keyboard.done"))
                    }
                }
            }
        }

        /// Submits: hands on the model, or shows the first row in error and says what is wrong.
        private func submit(_ context: FormViewContext<Model>, scrolling proxy: ScrollViewProxy) {
            var submitted = editor
            let submission = submitted.submit()
            withAnimation { editor = submitted }
            switch submission {
            case .submitted(let model):
                onSubmit(model)
            case .refused(let first, let messages):
                if let first {
                    let unfolded = context.unfoldItems(holding: first, in: submitted)
                    withAnimation { proxy.scrollTo(first, anchor: .center) }
                    if submitted.focusOrder.contains(first) { context.setFocus(first, afterUpdate: unfolded) }
                }
                FormAnnouncement.post(messages)
            }
        }
    }
#endif
