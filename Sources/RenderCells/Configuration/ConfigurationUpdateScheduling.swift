/// An object whose configurations are brought up to date by update passes it schedules:
/// a ``ListCell`` or a ``SupplementaryView``, or a subclass of either. What
/// ``SchedulesUpdate`` properties need of the class that declares them.
public protocol ConfigurationUpdateScheduling: AnyObject {
    /// Schedules an update pass (`setNeedsUpdateConfiguration()`); several calls before the
    /// next pass make one.
    func setNeedsUpdateConfiguration()
}
