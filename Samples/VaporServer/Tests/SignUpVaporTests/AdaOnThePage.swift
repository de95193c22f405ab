import FormworkTesting
import Testing
import VaporTesting

/// Ada's sign-up (``Ada/model``) typed into the server's pages as a person
/// whose browser runs no script types it, which is how ``FormPage`` posts
/// a page: over two pages. The blank page shows About Me only once the
/// server has read an age over 12 (until then the row waits in a
/// `<template>`), and a list offers one new box beside its items, so her
/// second tag needs the page the server writes back with the first.
extension FormPage {
    /// Types Ada's values into the blank page under `name` and `email`
    /// (`nil` leaves the email empty): all but About Me and her second tag.
    mutating func fillInAda(name: String = "Ada Lovelace", email: String?) throws {
        try fill("user_name", with: name)
        try fill("age", with: "36")
        try choose("female", for: "gender")
        if let email { try fill("email", with: email) }
        try fill("phone", with: "+44 20 7946 0000")
        try fill("tags[]", with: ["math"])
        try choose(["swift", "music"], for: "topics[]")
        try fill("birthday", with: "1815-12-10")
        try check("newsletter")
        try fill("address[street]", with: "12 St James's Sq")
        try fill("address[city]", with: "London")
        try fill("address[zip]", with: "SW1Y 4JH")
        try fill("address[country]", with: "UK")
        try fill("emergency_contacts[0][name]", with: "Mary Somerville")
        try fill("emergency_contacts[0][phone]", with: "555-0100")
        try choose("friend", for: "emergency_contacts[0][relationship]")
    }

    /// Types the rest of Ada's values into the page written back: About
    /// Me, shown for her age, and her second tag in the list's new box.
    mutating func fillInAdasRest() throws {
        try fill("about_me", with: "Wrote the first program.")
        try fill("tags[]", with: ["math", "engines"])
    }

    /// The texts the page posts under `name`, in order: what its controls so named hold.
    func texts(_ name: String) -> [String] {
        entries.compactMap { entry in
            guard entry.name == name, case .text(let text) = entry.value else { return nil }
            return text
        }
    }
}

extension ServerClient {
    /// Signs Ada up through the pages under `name` and `email`: the blank
    /// page filled but for her email, which the page written back asks for
    /// (422) beside About Me and a box for her second tag; then that page
    /// filled and posted. Returns the answer to the second post.
    func signUpAda(
        name: String = "Ada Lovelace", email: String = "ada@example.com", acceptLanguage: String? = nil
    ) async throws -> TestingHTTPResponse {
        var page = try await openForm(acceptLanguage: acceptLanguage)
        try page.fillInAda(name: name, email: nil)
        let refused = try await post(page, acceptLanguage: acceptLanguage)
        #expect(refused.status == .unprocessableEntity)
        var back = try FormPage(html: refused.body.string)
        try back.fill("email", with: email)
        try back.fillInAdasRest()
        return try await post(back, acceptLanguage: acceptLanguage)
    }
}
