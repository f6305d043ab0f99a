import MCP

/// What a transport serves: the server's name, version and instructions (a request of 2026-07-28 is answered with
/// them without a session), and the SDK server with its tools, made anew for stdio, for each HTTP session and for the
/// stateless requests (`make(sharedByCallers: true)`: the one server every stateless caller meets, which keeps
/// nothing one caller could list of another's). The transports know no tool: the MCP server (MCPServer's
/// `AssistantServer`) hands them this.
package struct ServedServer: Sendable {
    package let name: String
    package let version: String
    package let instructions: String
    package let make: @Sendable (_ sharedByCallers: Bool) async -> Server
    /// The OAuth scope each tool needs that is not the reading one (`OAuthSettings.readScope`), by the tool's name.
    package let toolScopes: [String: String]

    package init(
        name: String, version: String, instructions: String, toolScopes: [String: String] = [:],
        make: @escaping @Sendable (_ sharedByCallers: Bool) async -> Server
    ) {
        self.name = name
        self.version = version
        self.instructions = instructions
        self.toolScopes = toolScopes
        self.make = make
    }

    var info: (name: String, version: String) { (name, version) }
}
