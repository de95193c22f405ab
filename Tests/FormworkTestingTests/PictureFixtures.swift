import Foundation

/// Hand-written pictures following the picture contract: a root `<svg>`,
/// a white background, then one group per row on lines of their own.
enum PictureFixtures {
    static let reference = """
        <svg xmlns="http://www.w3.org/2000/svg" width="375" height="148" viewBox="0 0 375 148" \
        font-family="'Liberation Sans', Arial, Helvetica, sans-serif" font-size="13" data-size-class="compact">
          <rect x="0" y="0" width="375" height="148" fill="#ffffff"/>
          <g id="user_name" data-key="user_name" data-kind="text" data-control="field" data-frame="8 8 359 44" data-value="Ada">
            <rect x="8" y="8" width="359" height="44" rx="6" fill="#f7f7f7" stroke="#999999"/>
            <text x="16" y="35">User Name</text>
            <text x="359" y="35" text-anchor="end">Ada</text>
          </g>
          <g id="email" data-key="email" data-kind="text" data-control="field" data-frame="8 52 359 44" \
        data-value="you@example.com" data-placeholder="true">
            <rect x="8" y="52" width="359" height="44" rx="6" fill="#f7f7f7" stroke="#999999"/>
            <text x="16" y="79">Email</text>
            <text x="359" y="79" text-anchor="end" fill="#aaaaaa">you@example.com</text>
          </g>
          <g id="phone" data-key="phone" data-kind="text" data-control="field" data-frame="8 96 359 44" data-value="555 0100">
            <rect x="8" y="96" width="359" height="44" rx="6" fill="#f7f7f7" stroke="#999999"/>
            <text x="16" y="123">Phone</text>
            <text x="359" y="123" text-anchor="end">555 0100</text>
          </g>
        </svg>

        """

    /// The reference with `user_name`'s title "User Name" changed to "Full Name".
    static let renamedTitle = reference.replacingOccurrences(of: ">User Name<", with: ">Full Name<")

    /// The reference with `email` made required: the attribute, and a red star after its title.
    static let requiredEmail = reference.replacingOccurrences(
        of:
            "data-placeholder=\"true\">\n    <rect x=\"8\" y=\"52\" width=\"359\" height=\"44\" rx=\"6\" fill=\"#f7f7f7\" stroke=\"#999999\"/>\n    <text x=\"16\" y=\"79\">Email</text>",
        with:
            "data-placeholder=\"true\" data-required=\"true\">\n    <rect x=\"8\" y=\"52\" width=\"359\" height=\"44\" rx=\"6\" fill=\"#f7f7f7\" stroke=\"#999999\"/>\n    <text x=\"16\" y=\"79\">Email</text>\n    <text x=\"52\" y=\"79\" fill=\"#d70015\">*</text>"
    )

    /// The reference without its `phone` row.
    static let withoutPhone = reference.replacingOccurrences(
        of: """
              <g id="phone" data-key="phone" data-kind="text" data-control="field" data-frame="8 96 359 44" data-value="555 0100">
                <rect x="8" y="96" width="359" height="44" rx="6" fill="#f7f7f7" stroke="#999999"/>
                <text x="16" y="123">Phone</text>
                <text x="359" y="123" text-anchor="end">555 0100</text>
              </g>

            """, with: "")

    /// The reference with a `newsletter` switch added below `phone`, the picture 44 points taller.
    static let withNewsletter = reference.replacingOccurrences(of: "148", with: "192").replacingOccurrences(
        of: "</svg>",
        with: """
              <g id="newsletter" data-key="newsletter" data-kind="boolean" data-control="switch" data-frame="8 140 359 44" data-on="true">
                <rect x="8" y="140" width="359" height="44" rx="6" fill="#f7f7f7" stroke="#999999"/>
                <text x="16" y="167">Newsletter</text>
              </g>
            </svg>
            """)

    /// The reference with `email` 8 points lower, frame and drawing alike, and nothing else changed.
    static let emailMovedDown =
        reference
        .replacingOccurrences(of: "data-frame=\"8 52 359 44\"", with: "data-frame=\"8 60 359 44\"")
        .replacingOccurrences(of: "y=\"52\"", with: "y=\"60\"")
        .replacingOccurrences(of: "y=\"79\"", with: "y=\"87\"")

    /// A picture of the kind the former renderer wrote: groups without a `data-key`.
    static let withoutRows = """
        <svg xmlns="http://www.w3.org/2000/svg" width="375" height="60" viewBox="0 0 375 60">
          <g id="age">
            <text x="16" y="35">Age</text>
          </g>
        </svg>

        """
}
