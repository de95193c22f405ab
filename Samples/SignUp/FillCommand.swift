import Formwork
import FormworkTerminal

/// `--fill`: a person fills the sign-up form in the terminal, on the full
/// screen or, with `--lines` or when input is piped, one question per row.
/// Prints the model the form makes and its parameters as JSON, and returns
/// the exit status: 0, or 130 when the person cancels (as a shell reports
/// an interrupted command).
func fillSignUp(lines: Bool) throws -> Int32 {
    guard let signUp = try ModelForm(SignUp()).fill(lines ? .lines : .automatic) else {
        print("Cancelled: nothing was signed up.")
        return 130
    }
    print("\nThe model the form makes:\n")
    show(FormOutline.describe(signUp))
    print("\nIts JSON parameters:\n")
    print(try ModelForm(signUp).parameters.jsonString())
    return 0
}
