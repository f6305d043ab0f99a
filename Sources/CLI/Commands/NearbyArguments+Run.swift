import Domain
import Presentation

extension NearbyArguments {
    /// The search through its door (`NearbyDoor`, every front end's), written by `NearbyAnswerWriter` as it goes.
    func run(with dependencies: Dependencies) async throws {
        let writer = NearbyAnswerWriter(format: format, ascii: ascii, output: answerOutput, dependencies: dependencies)
        let outcome = try await NearbyDoor.search(
            form, services: dependencies.services, tell: writer.tell, show: writer.write)
        if case .answer(let answer) = outcome { try writer.write(answer) }
    }
}
