#if os(iOS)
    import UIKit

    /// What a row's cell shows besides its control: its title, and under it
    /// the row's message in red and its notes (help, why it is disabled, its
    /// character count).
    struct FormRowContent: Equatable {
        /// How the title is drawn.
        enum Emphasis: Equatable {
            /// A row's title.
            case title
            /// A heading row's text.
            case heading
            /// An action's title, in the tint colour, as a button's.
            case action
        }

        var title: String
        var message: String?
        var notes: [String] = []
        /// A value shown on the title's line, for a row shown and never edited.
        var value: String?
        var emphasis = Emphasis.title
        var isDimmed = false
    }

    /// The cell of a form row: a `UIListContentView` with the row's title and,
    /// beneath it, its message and notes; beside it, or below it, the row's
    /// control. At the accessibility text sizes the control always goes below.
    class FormRowCell: UITableViewCell {
        /// Where the control stands.
        enum Placement {
            /// On the title's line, after it.
            case trailing
            /// On a line of its own, under the title.
            case below
        }

        /// The title, message and notes.
        let titleView = UIListContentView(configuration: .cell())
        private let lineStack = UIStackView()
        private let stack = UIStackView()
        private(set) var control: UIView?
        private var placement = Placement.trailing
        private var controlConstraints: [NSLayoutConstraint] = []
        private var content: FormRowContent?

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            selectionStyle = .none
            lineStack.axis = .horizontal
            lineStack.alignment = .center
            lineStack.spacing = 12
            stack.axis = .vertical
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            titleView.setContentHuggingPriority(.defaultLow, for: .horizontal)
            titleView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            lineStack.addArrangedSubview(titleView)
            stack.addArrangedSubview(lineStack)
            contentView.addSubview(stack)
            let margins = contentView.layoutMarginsGuide
            // Below required, so that the height the table view gives a cell
            // before it sizes it does not conflict with its content.
            let bottom = stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
            bottom.priority = .required - 1
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: margins.topAnchor),
                stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                bottom,
            ])
            arrangeForTextSize()
        }

        required init?(coder: NSCoder) {
            nil
        }

        /// Puts `view` in the cell as its control, in place of the one before.
        /// A control at the trailing end that takes typing is given at least
        /// `minimumWidth` of the line (a fraction), so that a long title wraps
        /// rather than squeezing it.
        func setControl(_ view: UIView?, placement: Placement, minimumWidth: CGFloat? = nil) {
            NSLayoutConstraint.deactivate(controlConstraints)
            controlConstraints = []
            if control !== view { control?.removeFromSuperview() }
            control = view
            self.placement = placement
            guard let view else { return }
            view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            view.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
            switch placement {
            case .trailing: lineStack.addArrangedSubview(view)
            case .below: stack.addArrangedSubview(view)
            }
            if let minimumWidth, placement == .trailing {
                let width = view.widthAnchor.constraint(greaterThanOrEqualTo: lineStack.widthAnchor, multiplier: minimumWidth)
                width.priority = .defaultHigh + 1
                controlConstraints = [width]
                NSLayoutConstraint.activate(controlConstraints)
            }
            arrangeForTextSize()
        }

        /// Shows the row's title, message and notes.
        func apply(_ content: FormRowContent) {
            self.content = content
            titleView.configuration = Self.configuration(for: content)
        }

        /// Which of the cell's views speaks for the row to assistive
        /// technology: the title view (for controls whose parts speak for
        /// themselves, such as a segmented control's segments), or the control,
        /// given the row's title, value and message, while the title view is hidden.
        func setTitleSpeaks(_ speaks: Bool) {
            isAccessibilityElement = false
            titleView.isAccessibilityElement = speaks
            titleView.accessibilityElementsHidden = !speaks
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            titleView.accessibilityTraits = FormAccessibility.none
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
            else { return }
            arrangeForTextSize()
            // The message's and notes' fonts are fixed in their attributed
            // text; made again, they are the new size's.
            if let content { apply(content) }
            if let segments = control as? UISegmentedControl { Self.setFont(of: segments) }
        }

        /// Lays the title and a trailing control on one line, or at the
        /// accessibility text sizes one under the other.
        private func arrangeForTextSize() {
            let large = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
            lineStack.axis = large ? .vertical : .horizontal
            lineStack.alignment = large ? .fill : .center
        }

        /// The text style fonts of a segmented control's titles, which it does not scale itself.
        static func setFont(of segments: UISegmentedControl) {
            let font = UIFont.preferredFont(forTextStyle: .subheadline)
            segments.setTitleTextAttributes([.font: font], for: .normal)
        }

        /// The list content configuration of `content`: a value cell for a row
        /// shown with its value, a subtitle cell for a row with a message or
        /// notes under it, a plain cell otherwise.
        static func configuration(for content: FormRowContent) -> UIListContentConfiguration {
            let detail = detailText(for: content)
            var configuration: UIListContentConfiguration
            if let value = content.value, detail == nil {
                configuration = .valueCell()
                configuration.secondaryText = value
            } else if let detail {
                configuration = .subtitleCell()
                configuration.secondaryAttributedText = detail
                configuration.secondaryTextProperties.numberOfLines = 0
            } else {
                configuration = .cell()
            }
            configuration.text = content.title
            configuration.directionalLayoutMargins = .zero
            configuration.textToSecondaryTextVerticalPadding = 4
            configuration.textProperties.numberOfLines = 0
            configuration.textProperties.adjustsFontForContentSizeCategory = true
            configuration.secondaryTextProperties.adjustsFontForContentSizeCategory = true
            switch content.emphasis {
            case .title: configuration.textProperties.font = .preferredFont(forTextStyle: .body)
            case .heading: configuration.textProperties.font = .preferredFont(forTextStyle: .headline)
            case .action: configuration.textProperties.color = .tintColor
            }
            if content.isDimmed { configuration.textProperties.color = .secondaryLabel }
            return configuration
        }

        /// The message, in red, and the notes, in the secondary colour, one a line.
        private static func detailText(for content: FormRowContent) -> NSAttributedString? {
            var lines: [(String, UIColor)] = []
            if let message = content.message, !message.isEmpty { lines.append((message, .systemRed)) }
            lines += content.notes.filter { !$0.isEmpty }.map { ($0, UIColor.secondaryLabel) }
            guard !lines.isEmpty else { return nil }
            let font = UIFont.preferredFont(forTextStyle: .footnote)
            let text = NSMutableAttributedString()
            for (index, line) in lines.enumerated() {
                if index > 0 { text.append(NSAttributedString(string: "\n")) }
                text.append(NSAttributedString(string: line.0, attributes: [.foregroundColor: line.1, .font: font]))
            }
            return text
        }
    }

    extension UIView {
        /// Lays this view and every view in it out in `attribute`'s direction.
        func setSemanticContent(_ attribute: UISemanticContentAttribute) {
            semanticContentAttribute = attribute
            for view in subviews { view.setSemanticContent(attribute) }
        }
    }
#endif
