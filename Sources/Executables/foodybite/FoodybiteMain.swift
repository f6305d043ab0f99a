import Main

/// The `foodybite` executable: the command line (`CommandLineProcess`).
@main
enum FoodybiteMain {
    static func main() async {
        await CommandLineProcess.run()
    }
}
