/// A token for one `registerForTraitChanges` call, used to unregister it
/// (`UITraitChangeRegistration`).
///
/// Most callers ignore it: a registration lives as long as its environment. Keep it only
/// to stop observing early with ``TraitEnvironment/unregisterForTraitChanges(_:)``.
public struct TraitChangeRegistration: Hashable, Sendable {
    /// The environment the registration was made on; the token unregisters only there,
    /// so a token cannot remove another environment's registration with the same serial.
    let environment: ObjectIdentifier
    /// Position in that environment's registration order, which is also the order in
    /// which its handlers run. Counted per environment so no global state is needed.
    let serial: Int
}
