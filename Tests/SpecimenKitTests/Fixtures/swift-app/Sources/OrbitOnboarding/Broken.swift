import SwiftUI
import OrbitDesign

/// A sport the reader can follow.
struct Interest: Identifiable, Hashable {
    let id: String
    let symbol: String
}

/// Work in progress: the "what are you into?" step of onboarding.
///
/// Half-typed on a branch; it does not compile yet.
struct InterestsView: View {
    @State private var selected: Set<Interest> = []
    let interests = [
        Interest(id: "Running", symbol: "figure.run"),
        Interest(id: "Cycling", symbol: "bicycle"),
        Interest(id: "Climbing", symbol: "figure.climbing"),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            Text("What are you into?")
                .font(DesignTokens.Typography.title.font)
                .padding(24)
            ForEach(interests) { interest in
                Button {
                    if selected.contains(interest) {
                        selected.remove(interest)
                    } else {
                        selected.insert(
                } label: {
                    Label(interest.id, systemImage: interest.symbol)
                        .padding(
        }

