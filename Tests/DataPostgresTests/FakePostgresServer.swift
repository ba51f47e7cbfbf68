#if Postgres
import PostgresNIO

/// A TCP server on 127.0.0.1 that speaks just enough of PostgreSQL's protocol to get a client
/// stuck at a chosen point, for the timeout and TLS tests.
final class FakePostgresServer {
    enum Mode: Sendable {
        /// Accepts and never answers.
        case silent
        /// Answers the TLS request with `N` (no TLS here), then nothing.
        case refusesTLS
        /// Logs any client in (no password), then never answers a query.
        case freezesAfterLogin
    }

    let channel: any Channel
    var port: Int { channel.localAddress?.port ?? 0 }

    init(_ mode: Mode) throws {
        channel = try ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .childChannelInitializer { child in
                child.eventLoop.makeCompletedFuture { try child.pipeline.syncOperations.addHandler(Handler(mode)) }
            }
            .bind(host: "127.0.0.1", port: 0).wait()
    }

    deinit { try? channel.close().wait() }

    final class Handler: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        typealias OutboundOut = ByteBuffer
        let mode: Mode
        var answered = false
        init(_ mode: Mode) { self.mode = mode }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            guard !answered else { return }
            answered = true
            var out = context.channel.allocator.buffer(capacity: 32)
            switch mode {
            case .silent:
                return
            case .refusesTLS:
                out.writeInteger(UInt8(ascii: "N"))
            case .freezesAfterLogin:
                out.writeInteger(UInt8(ascii: "R")); out.writeInteger(Int32(8)); out.writeInteger(Int32(0))  // AuthenticationOk
                out.writeInteger(UInt8(ascii: "K")); out.writeInteger(Int32(12))  // BackendKeyData
                out.writeInteger(Int32(4242)); out.writeInteger(Int32(1))
                out.writeInteger(UInt8(ascii: "Z")); out.writeInteger(Int32(5)); out.writeInteger(UInt8(ascii: "I"))  // ReadyForQuery
            }
            context.writeAndFlush(wrapOutboundOut(out), promise: nil)
        }
    }
}
#endif
