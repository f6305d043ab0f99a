/// The version `foodybite --version` prints.
public enum FoodybiteVersion {
    public static let current = "0.1.0"
    /// Where foodybite lives: named in the User-Agent of every OpenStreetMap request, as their usage policies ask.
    public static let projectURL = "https://github.com/foodybite/foodybite"
}
