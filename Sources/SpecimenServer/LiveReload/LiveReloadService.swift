import Foundation
import ServiceLifecycle
import SpecimenKit

/// The preview's loop: build once, then wait for a burst of file changes, rebuild, say so
/// in the terminal, and tell the browsers. Ends on graceful shutdown, even mid-build.
struct LiveReloadService: Service {
    let changes: FileChanges
    let rebuilder: Rebuilder
    let broadcaster: ReloadBroadcaster
    let terminal: PreviewTerminal

    func run() async throws {
        await cancelWhenGracefulShutdown {
            guard let first = await rebuilder.rebuild(ChangeSet()) else { return }
            terminal.report(first)
            await broadcaster.publish(first, root: rebuilder.project.root)
            for await batch in changes {
                guard let result = await rebuilder.rebuild(batch) else { return }
                terminal.report(result)
                await broadcaster.publish(result, root: rebuilder.project.root)
            }
        }
    }
}
