/// The version `foodybite --version` prints.
public enum FoodybiteVersion {
    public static let current = "0.1.0"
}
