import Domain
import Presentation

extension NearbyArguments {
    /// The search (`NearbySearch`, the front ends' one workflow) from this line, written by `NearbyAnswerWriter`.
    func run(with dependencies: Dependencies) async throws {
        let writer = NearbyAnswerWriter(format: format, ascii: ascii, output: answerOutput, dependencies: dependencies)
        let outcome = try await NearbySearch(services: dependencies.services.nearbySearchServices).run(
            try form.request(dependencies.services), tell: writer.tell, show: writer.write)
        if case .answer(let answer) = outcome { try writer.write(answer) }
    }
}
