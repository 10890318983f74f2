import Hummingbird
import SpecimenKit

/// Routes the preview's requests: the live-reload event stream, or a file of the site with
/// the live-reload client in its HTML.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let files: StaticFileResponder
    let broadcaster: ReloadBroadcaster
    let hosts: HostFilter
    /// Told the name of each refused `Host`, to say so in the terminal (once per name).
    let refused: @Sendable (String) -> Void

    func respond(to request: Request, context: Context) async throws -> Response {
        // Every path, the event stream and the error overlay's data included, follows the same rule.
        guard hosts.allows(authority: request.head.authority) else { return refusal(request.head.authority) }
        let path = request.uri.path
        if path.hasPrefix("/__specimen/"), !hosts.allows(origin: request.headers[.origin]) {
            return Response(
                status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: "The live-reload stream is not served to other sites' pages.\n"))
            )
        }
        if path == LiveReloadClient.eventsPath { return await events(request) }
        if path.hasPrefix("/__specimen/") {
            return Response(
                status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: "Not found\n")))
        }
        await broadcaster.firstBuild()
        let snippet = LiveReloadClient.snippet(build: await broadcaster.build)
        return await files.respond(to: request, injecting: snippet)
    }

    /// 403 with a page that says why and which flag serves the name.
    private func refusal(_ authority: String?) -> Response {
        let name = authority.flatMap(HostFilter.hostname(fromAuthority:)) ?? ""
        refused(name)
        let shown = name.isEmpty ? "a request without a Host" : HTML.escape(name)
        let flag =
            name.isEmpty
            ? ""
            : "<p>If this name is yours (a tunnel, a container, a hosts entry), restart the preview with <code>--allowed-host \(HTML.escape(name))</code>.</p>\n"
        let page = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Not served to this name</title></head>
            <body><h1>This preview is not served to \(shown)</h1>
            <p><code>specimen serve</code> answers only to <code>localhost</code>, IP addresses and the names it was started with, so that a page on another site cannot read your unpublished docs by pointing its own name at this computer (DNS rebinding).</p>
            \(flag)</body></html>

            """
        return Response(
            status: .forbidden, headers: [.contentType: "text/html; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
    }

    /// The Server-Sent Events stream: open until the browser leaves or the server stops.
    private func events(_ request: Request) async -> Response {
        let headers: HTTPFields = [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-cache"]
        guard request.method == .get else {
            let status: HTTPResponse.Status = request.method == .head ? .ok : .methodNotAllowed
            return Response(status: status, headers: headers)
        }
        let stream = await broadcaster.subscribe()
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                for await event in stream {
                    try await writer.write(ByteBuffer(string: event.wireFormat))
                }
                try await writer.finish(nil)
            })
    }
}
