import Formwork
import FormworkFixtures
import Foundation

// Seed models for submitting a form and reading a body back.

/// A gift order: a row hidden until `gift`, a row disabled until `gift`, an
/// optional, a price submitted as a unit and an amount (GSForm's
/// `httpParamConfigBlock` returning a dictionary), a draft that submits
/// nothing, and a group with a renamed key and mapped rows.
struct GiftOrder: FormModel, Equatable {
    @FormBoolean var gift = false
    @FormText(visibleWhen: "gift") var gift_message = ""
    @FormText(enabledWhen: "gift") var wrapping = "plain"
    @FormText var note: String? = nil
    @FormNumber(submit: { price in ["unit": "CNY", "amount": price] }) var price: Decimal = 0
    @FormText(submit: { _ in [:] }) var draft = ""
    @FormGroup var parcel = Parcel()
}

/// The group of ``GiftOrder``.
struct Parcel: FormModel, Equatable {
    @FormNumber(param: "kg") var weight: Decimal = 0
    @FormNumber(submit: { side in side.isNull ? [:] : ["width": side, "height": side] }) var side: Int? = nil
    @FormText(submit: { label in ["label_text": label, "label_set": .bool(!label.isNull)] }) var label: String? = nil
}

/// A mapped row whose mapping writes a key another row declares.
struct PriceTag: FormModel {
    @FormText var unit = "EUR"
    @FormNumber(submit: { price in ["unit": "CNY", "amount": price] }) var price: Decimal = 5
}

extension Profile {
    /// Ada's profile, every row filled but the optional phone and avatar.
    static var ada: Profile {
        var profile = Profile()
        profile.user_name = "Ada Lovelace"
        profile.age = 36
        profile.gender = .female
        profile.email = "ada@example.com"
        profile.tags = ["math", "engines"]
        profile.birthday = Date(timeIntervalSince1970: 1_795_219_200)  // 2026-11-21T00:00:00Z
        profile.newsletter = true
        profile.about_me = "Analyst & poet"
        profile.address.street = "12 St James's Sq"
        profile.address.city = "London"
        profile.address.country = "GB"
        return profile
    }
}
