#if os(iOS)
    import UIKit

    /// The cell of a long text row: a `UITextView` under the row's title,
    /// growing with its text.
    final class FormTextViewCell: FormRowCell, FormTypingCell, UITextViewDelegate {
        let textView = UITextView()
        /// Called with the view's text after each change, once any text
        /// being composed (an input method's marked text) is committed.
        var onChange: ((String) -> Void)?
        /// Asked when the view is about to take focus; `false` refuses it.
        var onShouldBegin: (() -> Bool)?
        /// Called when the view took focus.
        var onBegin: (() -> Void)?
        /// Called when the view gave up focus.
        var onEnd: (() -> Void)?

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            textView.font = .preferredFont(forTextStyle: .body)
            textView.adjustsFontForContentSizeCategory = true
            textView.textAlignment = .natural
            textView.isScrollEnabled = false
            textView.backgroundColor = .secondarySystemBackground
            textView.layer.cornerRadius = 8
            textView.delegate = self
            textView.heightAnchor.constraint(greaterThanOrEqualToConstant: 88).isActive = true
            setControl(textView, placement: .below)
        }

        required init?(coder: NSCoder) {
            nil
        }

        /// Shows `text`, unless the view is being typed into.
        func show(_ text: String) {
            guard !textView.isFirstResponder, textView.text != text else { return }
            textView.text = text
        }

        func beginTyping() -> Bool {
            textView.isFirstResponder || textView.becomeFirstResponder()
        }

        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
            onShouldBegin?() ?? true
        }

        func textViewDidBeginEditing(_ textView: UITextView) {
            onBegin?()
        }

        func textViewDidEndEditing(_ textView: UITextView) {
            onEnd?()
        }

        func textViewDidChange(_ textView: UITextView) {
            guard textView.markedTextRange == nil else { return }
            onChange?(textView.text ?? "")
        }
    }
#endif
