import Formwork

/// Days allowed for payment: an `Int`-backed option.
public enum PaymentTerms: Int, FormChoice {
    case due = 0, net30 = 30, net60 = 60, net90 = 90
}
