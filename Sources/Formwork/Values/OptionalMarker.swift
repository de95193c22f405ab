/// Marks `Optional`, so a descriptor can tell an optional value type.
protocol OptionalMarker {}
extension Optional: OptionalMarker {}
