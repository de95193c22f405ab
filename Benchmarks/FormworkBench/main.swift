// formwork-bench: each figure beside its baseline, measured in the same run.
// Add a section by writing a `run()` in its own file and calling it here.
ReadingBenchmark.run()
SolverBenchmark.run()
