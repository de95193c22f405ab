#if os(iOS)
    import UIKit

    /// A date row's control: a compact `UIDatePicker`, and for a row that may
    /// hold no date, a button that clears it; while it holds none, a button
    /// that sets one in the picker's place.
    final class FormDateControl: UIStackView {
        let picker = UIDatePicker()
        private let button = UIButton(configuration: .plain())

        override init(frame: CGRect) {
            super.init(frame: frame)
            axis = .horizontal
            spacing = 4
            alignment = .center
            picker.preferredDatePickerStyle = .compact
            addArrangedSubview(picker)
            addArrangedSubview(button)
        }

        required init(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// Shows `date` in the picker, or when it is `nil`, the button titled
        /// `setTitle` alone. `clearTitle` titles the button that clears a date
        /// shown; `nil` shows no such button.
        func configure(
            date: Date?, mode: UIDatePicker.Mode, timeZone: TimeZone, locale: Locale, isEnabled: Bool,
            setTitle: String, clearTitle: String?, pick: @escaping (Date?) -> Void
        ) {
            picker.datePickerMode = mode
            picker.timeZone = timeZone
            picker.locale = locale
            if let date { picker.date = date }
            picker.isHidden = date == nil
            picker.isEnabled = isEnabled
            let buttonTitle = date == nil ? setTitle : clearTitle
            var configuration = button.configuration ?? .plain()
            configuration.title = buttonTitle
            button.configuration = configuration
            button.isHidden = buttonTitle == nil
            button.isEnabled = isEnabled

            let changed = UIAction.Identifier("formwork.date.changed")
            picker.removeAction(identifiedBy: changed, for: .valueChanged)
            picker.addAction(
                UIAction(identifier: changed) { action in
                    guard let picker = action.sender as? UIDatePicker else { return }
                    pick(picker.date)
                }, for: .valueChanged)
            let tapped = UIAction.Identifier("formwork.date.button")
            button.removeAction(identifiedBy: tapped, for: .primaryActionTriggered)
            // Setting a date starts from now, which the picker then changes.
            button.addAction(UIAction(identifier: tapped) { _ in pick(date == nil ? Date() : nil) }, for: .primaryActionTriggered)
        }
    }
#endif
