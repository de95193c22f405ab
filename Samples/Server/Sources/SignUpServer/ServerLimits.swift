import Formwork

/// What one request may send, set in one place: the server stops reading a
/// body at `bodySize` bytes, and Formwork's decoder holds it to the same size
/// and to the counts below, so neither accepts what the other refuses.
///
/// ```swift
/// let limits = ServerLimits()
/// limits.bodySize                   // 2_097_152: the avatar fits, a video does not
/// limits.decoding.maxParameterCount // 200
/// ```
public struct ServerLimits: Sendable {
    /// The largest body, in bytes; the server answers 413 past it, before
    /// reading further.
    public var bodySize: Int
    /// The most parameters (urlencoded pairs, multipart parts) a body holds.
    public var parameterCount: Int
    /// The largest single multipart part (the avatar), in bytes.
    public var partSize: Int

    /// The sign-up page's limits: 2 MiB bodies, 200 parameters, 1 MiB parts.
    /// The page itself posts a few dozen parameters.
    public init(bodySize: Int = 2 * 1024 * 1024, parameterCount: Int = 200, partSize: Int = 1024 * 1024) {
        self.bodySize = bodySize
        self.parameterCount = parameterCount
        self.partSize = partSize
    }

    /// The same bounds as Formwork's decoding limits; keys, depth and part
    /// headers keep Formwork's defaults.
    public var decoding: FormParameters.DecodingLimits {
        FormParameters.DecodingLimits(
            maxParameterCount: parameterCount, maxBodySize: bodySize, maxParts: parameterCount, maxPartSize: partSize)
    }
}
