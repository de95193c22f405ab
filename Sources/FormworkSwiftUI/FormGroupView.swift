#if os(iOS)
    import Formwork
    import SwiftUI

    /// A repeating group: a section headed by its title, each item unfolded
    /// under its own title with its rows, then the group's add button. Items
    /// are deleted, moved and added only as the group allows now.
    @MainActor
    struct FormGroupView<Model: FormModel>: View {
        let group: FormEditor<Model>.Group
        let context: FormViewContext<Model>

        var body: some View {
            Section {
                ForEach(Array(group.items.enumerated()), id: \.element.id) { position, item in
                    DisclosureGroup(isExpanded: isExpanded(item)) {
                        ForEach(item.rows) { row in
                            FormRowView(row: row, context: context)
                        }
                    } label: {
                        itemTitle(item, at: position)
                    }
                }
                .onDelete(perform: deleting)
                .onMove(perform: moving)
                Button(action: add) {
                    Text(verbatim: group.addTitle)
                }
                .disabled(!group.group.canAdd)
            } header: {
                if let title = group.section.title ?? group.group.title { Text(verbatim: title) }
            } footer: {
                if let help = group.group.help ?? group.section.footer { Text(verbatim: help) }
            }
        }

        /// Whether the item is unfolded: until the person folds it.
        private func isExpanded(_ item: FormSection) -> Binding<Bool> {
            let collapsed = context.collapsed
            return Binding(
                get: { !collapsed.wrappedValue.contains(item.id) },
                set: { expanded in
                    if expanded { collapsed.wrappedValue.remove(item.id) } else { collapsed.wrappedValue.insert(item.id) }
                }
            )
        }

        /// The item's title, which also offers deleting and moving it: in its
        /// context menu, and as VoiceOver actions, which a swipe and a drag are not.
        private func itemTitle(_ item: FormSection, at position: Int) -> some View {
            let editor = context.current
            let canMoveUp = group.group.canMove && position > 0
            let canMoveDown = group.group.canMove && position + 1 < group.items.count
            return Text(verbatim: item.title ?? "")
                .font(.headline)
                .contextMenu {
                    if canMoveUp {
                        Button {
                            move(position, by: -1)
                        } label: {
                            Text(verbatim: editor.text("native.item.moveUp"))
                        }
                    }
                    if canMoveDown {
                        Button {
                            move(position, by: 1)
                        } label: {
                            Text(verbatim: editor.text("native.item.moveDown"))
                        }
                    }
                    if group.group.canDelete {
                        Button(role: .destructive) {
                            delete([position])
                        } label: {
                            Text(verbatim: editor.text("native.item.delete"))
                        }
                    }
                }
                .accessibilityAddTraits(.isHeader)
                .modifier(
                    OfferedAction(name: editor.text("native.item.moveUp"), isOffered: canMoveUp) {
                        move(position, by: -1)
                    }
                )
                .modifier(
                    OfferedAction(name: editor.text("native.item.moveDown"), isOffered: canMoveDown) {
                        move(position, by: 1)
                    }
                )
                .modifier(
                    OfferedAction(name: editor.text("native.item.delete"), isOffered: group.group.canDelete) {
                        delete([position])
                    })
        }

        /// Swipe to delete, while the group may lose an item.
        private var deleting: ((IndexSet) -> Void)? {
            guard group.group.canDelete else { return nil }
            return { offsets in delete(Array(offsets)) }
        }

        /// Dragging in edit mode, while the group's items may be reordered.
        private var moving: ((IndexSet, Int) -> Void)? {
            guard group.group.canMove else { return nil }
            let key = group.group.key
            return { offsets, destination in
                context.edit { $0.moveItems(fromOffsets: Array(offsets), toOffset: destination, inGroup: key) }
            }
        }

        private func delete(_ offsets: [Int]) {
            let key = group.group.key
            context.edit { $0.deleteItems(at: offsets, fromGroup: key) }
        }

        /// Moves the item at `position` one place up (`-1`) or down (`1`);
        /// the destination counts the items before any is moved, as `onMove` does.
        private func move(_ position: Int, by step: Int) {
            let key = group.group.key
            let destination = step < 0 ? position - 1 : position + 2
            context.edit { $0.moveItems(fromOffsets: [position], toOffset: destination, inGroup: key) }
        }

        /// Adds an item and puts typing into its first field, which is there from the next update on.
        private func add() {
            let key = group.group.key
            let index = group.group.count
            let edit = context.edit { $0.addItem(toGroup: key) }
            guard edit.isTaken, let first = context.current.firstFocus(inItem: index, ofGroup: key) else { return }
            context.setFocus(first, afterUpdate: true)
        }
    }

    /// A VoiceOver action named `name`, offered only while it may be taken.
    private struct OfferedAction: ViewModifier {
        let name: String
        let isOffered: Bool
        let action: () -> Void

        func body(content: Content) -> some View {
            if isOffered {
                content.accessibilityAction(named: Text(verbatim: name), action)
            } else {
                content
            }
        }
    }
#endif
