import MCP

extension FoodybiteTool {
    /// `reviews`: the signed-in account's reviews (`ReviewsDoor`), as `foodybite reviews --format json` writes them.
    static let reviews = FoodybiteTool(
        "reviews", title: "Your reviews",
        description:
            "Reviews by the account signed in with 'foodybite account login' (of one place, or all).",
        input: JSONSchema.object([
            "place_id": JSONSchema.string("Only the reviews of this place", maxLength: 512)
        ]),
        result: ("reviews", ["type": "array", "items": ToolSchemas.review]), hints: reads, conventions: [])

    /// `review add`: posts a review with the signed-in account (`ReviewsDoor`; kept and sent again if the server cannot
    /// be reached).
    static let reviewAdd = FoodybiteTool(
        "review_add", title: "Post a review",
        description:
            "Posts a review with the account signed in with 'foodybite account login' (no credentials here); kept in the outbox while the server is unreachable.",
        input: JSONSchema.object(
            [
                "place_id": JSONSchema.string("The place reviewed", maxLength: 512),
                "stars": JSONSchema.integer("Rating, 1 to 5", 1...5),
                "text": JSONSchema.string("The review", maxLength: 2_000),
            ], required: ["place_id", "stars", "text"]),
        result: ("result", .text),
        hints: Tool.Annotations(readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true),
        conventions: [])

    /// Every tool, in the order `tools/list` gives them.
    static let all = [nearby, details, search, route, reviews, reviewAdd]
}
