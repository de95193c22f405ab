// The vertical-stack model of kiwi_stack.py, solved by kiwi's C++ core
// (the header-only kiwi/ directory of kiwisolver's source distribution).
//
// Per field i (variables x, y, w, h):
//   x_i == 16                                   (required)
//   x_i + w_i == W - 16                         (required)
//   y_0 == 8 ; y_i == y_{i-1} + h_{i-1} + 8     (required)
//   h_i >= 44                                   (required)
//   h_i == 44                                   (weak)
// W is a strong edit variable, suggested 375 (compact), then 768 (regular).
//
// Phases, as kiwi_stack.py times them:
//   build : create the solver, add the edit variable and all constraints
//   solve : suggest W = 375, updateVariables() (writes all 4N + 1 values)
//   edit  : suggest W = 768, updateVariables()
// Each phase reads every variable's value after updateVariables(), the same
// work the Swift benchmark does when it reads all of its variables.
//
// Usage: kiwi_stack N [repeats]   prints one JSON line: the best of the repeats
// by total (as kiwi_stack.py reports it) and every run's phases in "runs".
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <kiwi/kiwi.h>

namespace {

struct Field {
    kiwi::Variable x, y, w, h;
};

struct Run {
    double build = 0, solve = 0, edit = 0;
    double compact[4] = {0, 0, 0, 0};
    double regular[4] = {0, 0, 0, 0};
    double checksum = 0;
};

double seconds(std::chrono::steady_clock::time_point a, std::chrono::steady_clock::time_point b) {
    return std::chrono::duration<double>(b - a).count();
}

// Reads all 4N + 1 values, as updateVariables() has just written them all.
double readAll(const std::vector<Field>& fields, const kiwi::Variable& width) {
    double sum = width.value();
    for (const Field& f : fields) sum += f.x.value() + f.y.value() + f.w.value() + f.h.value();
    return sum;
}

void last(const std::vector<Field>& fields, double out[4]) {
    const Field& f = fields.back();
    out[0] = f.x.value();
    out[1] = f.y.value();
    out[2] = f.w.value();
    out[3] = f.h.value();
}

Run runOnce(int n) {
    using clock = std::chrono::steady_clock;
    Run run;
    auto t0 = clock::now();
    kiwi::Solver solver;
    kiwi::Variable width("W");
    solver.addEditVariable(width, kiwi::strength::strong);
    std::vector<Field> fields;
    fields.reserve(n);
    for (int i = 0; i < n; ++i) {
        Field f;
        solver.addConstraint(f.x == 16);
        solver.addConstraint(f.x + f.w == width - 16);
        if (i == 0) {
            solver.addConstraint(f.y == 8);
        } else {
            const Field& p = fields.back();
            solver.addConstraint(f.y == p.y + p.h + 8);
        }
        solver.addConstraint(f.h >= 44);
        solver.addConstraint((f.h == 44) | kiwi::strength::weak);
        fields.push_back(f);
    }
    auto t1 = clock::now();
    solver.suggestValue(width, 375);
    solver.updateVariables();
    run.checksum += readAll(fields, width);
    auto t2 = clock::now();
    last(fields, run.compact);
    solver.suggestValue(width, 768);
    solver.updateVariables();
    run.checksum += readAll(fields, width);
    auto t3 = clock::now();
    last(fields, run.regular);
    run.build = seconds(t0, t1);
    run.solve = seconds(t1, t2);
    run.edit = seconds(t2, t3);
    return run;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s N [repeats]\n", argv[0]);
        return 2;
    }
    int n = std::atoi(argv[1]);
    int repeats = argc > 2 ? std::atoi(argv[2]) : 1;
    if (n < 1 || repeats < 1) return 2;
    Run best;
    std::vector<Run> runs;
    for (int r = 0; r < repeats; ++r) {
        Run run = runOnce(n);
        if (runs.empty() || run.build + run.solve + run.edit < best.build + best.solve + best.edit) best = run;
        runs.push_back(run);
    }
    std::printf(
        "{\"solver\": \"kiwi-cpp\", \"N\": %d, \"constraints\": %d, \"reps\": %d, "
        "\"build_s\": %.9f, \"solve_s\": %.9f, \"edit_s\": %.9f, "
        "\"last_field_compact\": [%.6f, %.6f, %.6f, %.6f], "
        "\"last_field_regular\": [%.6f, %.6f, %.6f, %.6f], \"checksum\": %.3f, \"runs\": [",
        n, 5 * n, repeats, best.build, best.solve, best.edit, best.compact[0], best.compact[1], best.compact[2],
        best.compact[3], best.regular[0], best.regular[1], best.regular[2], best.regular[3], best.checksum);
    for (size_t r = 0; r < runs.size(); ++r) {
        std::printf("%s[%.9f, %.9f, %.9f]", r == 0 ? "" : ", ", runs[r].build, runs[r].solve, runs[r].edit);
    }
    std::printf("]}\n");
    return 0;
}
