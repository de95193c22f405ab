#if os(iOS)
    import UIKit

    /// A rating row's stars: one button a star, the chosen ones filled, each
    /// named for assistive technology by how many stars it gives.
    final class FormRatingControl: UIStackView {
        private var buttons: [UIButton] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            axis = .horizontal
            spacing = 4
            alignment = .center
        }

        required init(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// Shows `most` stars with `chosen` of them filled; the star `n` is
        /// named `labels[n]`, and tapping it calls `choose(n)`.
        func configure(chosen: Int, most: Int, isEnabled: Bool, labels: [String], choose: @escaping (Int) -> Void) {
            while buttons.count > max(most, 0) { buttons.removeLast().removeFromSuperview() }
            while buttons.count < most {
                let button = UIButton(type: .system)
                button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(textStyle: .title3), forImageIn: .normal)
                button.adjustsImageSizeForAccessibilityContentSizeCategory = true
                buttons.append(button)
                addArrangedSubview(button)
            }
            let identifier = UIAction.Identifier("formwork.rating.star")
            for (offset, button) in buttons.enumerated() {
                let stars = offset + 1
                button.setImage(UIImage(systemName: stars <= chosen ? "star.fill" : "star"), for: .normal)
                button.accessibilityLabel = labels.indices.contains(stars) ? labels[stars] : nil
                let traits = FormAccessibility.button
                button.accessibilityTraits = stars == chosen ? traits.union(FormAccessibility.selected) : traits
                button.isEnabled = isEnabled
                button.removeAction(identifiedBy: identifier, for: .primaryActionTriggered)
                button.addAction(UIAction(identifier: identifier) { _ in choose(stars) }, for: .primaryActionTriggered)
            }
        }
    }
#endif
