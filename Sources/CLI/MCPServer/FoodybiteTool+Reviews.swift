import MCP

extension FoodybiteTool {
    /// `reviews`: the signed-in account's reviews (`ReviewsDoor`), as `foodybite reviews --format json` writes them.
    static let reviews = FoodybiteTool(
        "reviews", title: "Your reviews",
        description:
            "The reviews the signed-in Foodybite account has written (of one place, or all); needs 'foodybite account login' first.",
        input: JSONSchema.object([
            "place_id": JSONSchema.string("Only the reviews of this place", maxLength: 512)
        ]),
        result: ("reviews", ["type": "array", "items": ToolSchemas.review]), hints: reads)

    /// `review add`: posts a review with the signed-in account (`ReviewsDoor`; kept and sent again if the server cannot
    /// be reached).
    static let reviewAdd = FoodybiteTool(
        "review_add", title: "Post a review",
        description:
            "Posts a review of a place to the Foodybite server with the account signed in with 'foodybite account login' (never with credentials given here); kept in the outbox and sent later if the server cannot be reached.",
        input: JSONSchema.object(
            [
                "place_id": JSONSchema.string("The place reviewed", maxLength: 512),
                "stars": JSONSchema.integer("The rating, 1 to 5", 1...5),
                "text": JSONSchema.string("What to say (required by the Foodybite server)", maxLength: 2_000),
            ], required: ["place_id", "stars", "text"]),
        result: ("result", ["type": "string", "description": "What was done: posted, or kept in the outbox"]),
        hints: Tool.Annotations(readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true))

    /// Every tool, in the order `tools/list` gives them.
    static let all = [nearby, details, search, route, reviews, reviewAdd]
}
