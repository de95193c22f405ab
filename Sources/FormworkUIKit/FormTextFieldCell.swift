#if os(iOS)
    import UIKit

    /// A cell whose control takes typing, which focus can be moved into.
    @MainActor
    protocol FormTypingCell: UITableViewCell {
        /// Moves focus into the cell's control; `false` when it cannot take it.
        func beginTyping() -> Bool
    }

    /// The cell of a text, password, number or list row: a `UITextField`
    /// beside the row's title.
    final class FormTextFieldCell: FormRowCell, FormTypingCell, UITextFieldDelegate {
        let textField = UITextField()
        /// Called with the field's text after each change, once any text
        /// being composed (an input method's marked text) is committed.
        var onChange: ((String) -> Void)?
        /// Asked when the field is about to take focus; `false` refuses it.
        var onShouldBegin: (() -> Bool)?
        /// Called when the field took focus.
        var onBegin: (() -> Void)?
        /// Called when the field gave up focus.
        var onEnd: (() -> Void)?
        /// Called when Return is pressed.
        var onReturn: (() -> Void)?

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            textField.font = .preferredFont(forTextStyle: .body)
            textField.adjustsFontForContentSizeCategory = true
            textField.textAlignment = .natural
            textField.clearButtonMode = .whileEditing
            textField.delegate = self
            textField.addAction(
                UIAction { [weak self] _ in self?.textChanged() }, for: .editingChanged)
            setControl(textField, placement: .trailing, minimumWidth: 0.5)
        }

        required init?(coder: NSCoder) {
            nil
        }

        /// Shows `text`, unless the field is being typed into: what is typed
        /// stays as it is, and the cursor where it is.
        func show(_ text: String) {
            guard !textField.isFirstResponder, textField.text != text else { return }
            textField.text = text
        }

        /// Puts a bar above the keyboard with a button titled `title` that
        /// does what Return does, for a keyboard without a Return key (the
        /// number and phone pads); `nil` takes the bar away.
        func setReturnBar(title: String?) {
            guard let title else {
                textField.inputAccessoryView = nil
                return
            }
            let bar = (textField.inputAccessoryView as? UIToolbar) ?? UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let button = UIBarButtonItem(primaryAction: UIAction(title: title) { [weak self] _ in self?.onReturn?() })
            bar.items = [.flexibleSpace(), button]
            bar.sizeToFit()
            bar.setSemanticContent(semanticContentAttribute)
            textField.inputAccessoryView = bar
        }

        func beginTyping() -> Bool {
            textField.isFirstResponder || textField.becomeFirstResponder()
        }

        private func textChanged() {
            guard textField.markedTextRange == nil else { return }
            onChange?(textField.text ?? "")
        }

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            onShouldBegin?() ?? true
        }

        func textFieldDidBeginEditing(_ textField: UITextField) {
            onBegin?()
        }

        func textFieldDidEndEditing(_ textField: UITextField) {
            onEnd?()
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            onReturn?()
            return false
        }
    }
#endif
