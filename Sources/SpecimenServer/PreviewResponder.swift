import Hummingbird

/// Routes the preview's requests: the live-reload event stream, or a file of the site with
/// the live-reload client in its HTML.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let files: StaticFileResponder
    let broadcaster: ReloadBroadcaster

    func respond(to request: Request, context: Context) async throws -> Response {
        let path = request.uri.path
        if path == LiveReloadClient.eventsPath { return await events(request) }
        if path.hasPrefix("/__specimen/") {
            return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: "Not found\n")))
        }
        await broadcaster.firstBuild()
        let snippet = LiveReloadClient.snippet(build: await broadcaster.build)
        return await files.respond(to: request, injecting: snippet)
    }

    /// The Server-Sent Events stream: open until the browser leaves or the server stops.
    private func events(_ request: Request) async -> Response {
        let headers: HTTPFields = [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-cache"]
        guard request.method == .get else {
            let status: HTTPResponse.Status = request.method == .head ? .ok : .methodNotAllowed
            return Response(status: status, headers: headers)
        }
        let stream = await broadcaster.subscribe()
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            for await event in stream {
                try await writer.write(ByteBuffer(string: event.wireFormat))
            }
            try await writer.finish(nil)
        })
    }
}
