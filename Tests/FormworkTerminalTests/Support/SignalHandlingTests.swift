import Testing

/// The suites that install the process's signal handlers (a full-screen
/// session, a password read with the echo off) and check them afterwards.
/// Signal dispositions belong to the whole process, so these run one at a
/// time: one suite's handlers would otherwise show up in another's check.
@Suite(.serialized) enum SignalHandlingTests {}
