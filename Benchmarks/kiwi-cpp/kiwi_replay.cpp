// kiwi as a C++ program, for issue 20's comparisons (corpus-batch.py, screen-kiwi.py): replays
// the kiwi models those scripts build, recorded by kiwi_cpp.py as flat text, through kiwi's C++
// API (header-only, kiwisolver's sources; nothing of it is kept in this repository).
//
//   kiwi_replay batch FILE         every document of FILE built and solved once, in order, each
//                                  variable's value written to standard output ("write"); the
//                                  time inside build + solve on standard error
//   kiwi_replay edit FILE ROUNDS   the first document: medians in µs of a first layout (solver
//                                  made, every event replayed, updateVariables) and of one edit
//                                  (suggestValue of the first edit variable ± 1, updateVariables)
//
// FILE, one line per event:
//   doc VARIABLES                 a new document
//   c OP STRENGTH CONSTANT N (VARIABLE COEFFICIENT)×N   addConstraint(Σ terms + constant OP 0)
//   e VARIABLE STRENGTH           addEditVariable
//   s VARIABLE VALUE              suggestValue
// OP is 0 (==), 1 (<=), 2 (>=). A constraint kiwi finds unsatisfiable is left out, as the
// Python scripts do.
#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Event {
    char kind;  // 'c', 'e', 's'
    int op = 0;
    double strength = 0, constant = 0, value = 0;
    int variable = 0;
    std::vector<std::pair<int, double>> terms;
};

struct Document {
    int variables = 0;
    std::vector<Event> events;
};

std::vector<Document> read(const char* path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) { std::fprintf(stderr, "kiwi_replay: cannot read %s\n", path); std::exit(2); }
    std::stringstream buffer;
    buffer << file.rdbuf();
    std::string text = buffer.str();
    std::vector<Document> documents;
    const char* p = text.c_str();
    char* end = nullptr;
    while (*p) {
        while (*p == '\n' || *p == ' ') ++p;
        if (!*p) break;
        if (std::strncmp(p, "doc ", 4) == 0) {
            documents.emplace_back();
            documents.back().variables = int(std::strtol(p + 4, &end, 10));
        } else {
            if (documents.empty()) { std::fprintf(stderr, "kiwi_replay: an event before any document\n"); std::exit(2); }
            Event event{*p};
            p += 1;
            if (event.kind == 'c') {
                event.op = int(std::strtol(p, &end, 10));
                event.strength = std::strtod(end, &end);
                event.constant = std::strtod(end, &end);
                long count = std::strtol(end, &end, 10);
                for (long k = 0; k < count; ++k) {
                    int variable = int(std::strtol(end, &end, 10));
                    event.terms.emplace_back(variable, std::strtod(end, &end));
                }
            } else if (event.kind == 'e') {
                event.variable = int(std::strtol(p, &end, 10));
                event.strength = std::strtod(end, &end);
            } else if (event.kind == 's') {
                event.variable = int(std::strtol(p, &end, 10));
                event.value = std::strtod(end, &end);
            } else {
                std::fprintf(stderr, "kiwi_replay: unknown event '%c'\n", event.kind);
                std::exit(2);
            }
            documents.back().events.push_back(std::move(event));
        }
        p = std::strchr(end, '\n');
        if (!p) break;
    }
    return documents;
}

// Builds and solves one document into `solver`, its variables in `variables`.
void build(const Document& document, kiwi::Solver& solver, std::vector<kiwi::Variable>& variables) {
    variables.clear();
    variables.reserve(document.variables);
    for (int k = 0; k < document.variables; ++k) variables.emplace_back();
    static const kiwi::RelationalOperator ops[] = {kiwi::OP_EQ, kiwi::OP_LE, kiwi::OP_GE};
    for (const Event& event : document.events) {
        if (event.kind == 'c') {
            std::vector<kiwi::Term> terms;
            terms.reserve(event.terms.size());
            for (const auto& term : event.terms) terms.emplace_back(variables[term.first], term.second);
            try {
                solver.addConstraint(kiwi::Constraint(kiwi::Expression(std::move(terms), event.constant),
                                                      ops[event.op], event.strength));
            } catch (const kiwi::UnsatisfiableConstraint&) {
            }
        } else if (event.kind == 'e') {
            solver.addEditVariable(variables[event.variable], event.strength);
        } else {
            solver.suggestValue(variables[event.variable], event.value);
        }
    }
    solver.updateVariables();
}

using Clock = std::chrono::steady_clock;

double microseconds(Clock::duration d) { return std::chrono::duration<double, std::micro>(d).count(); }

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

int batch(const char* path) {
    std::vector<Document> documents = read(path);
    double inside = 0;
    std::vector<kiwi::Variable> variables;
    std::string out;
    char number[32];
    for (const Document& document : documents) {
        auto start = Clock::now();
        kiwi::Solver solver;
        build(document, solver, variables);
        inside += microseconds(Clock::now() - start);
        for (const kiwi::Variable& variable : variables) {
            int length = std::snprintf(number, sizeof number, "%.17g ", variable.value());
            out.append(number, size_t(length));
        }
        out.push_back('\n');
        if (out.size() > (1 << 16)) { std::fwrite(out.data(), 1, out.size(), stdout); out.clear(); }
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    std::fprintf(stderr, "documents %zu build+solve %.1f us\n", documents.size(), inside);
    return 0;
}

int edit(const char* path, int rounds) {
    std::vector<Document> documents = read(path);
    if (documents.empty()) { std::fprintf(stderr, "kiwi_replay: no document in %s\n", path); return 2; }
    const Document& document = documents[0];
    const Event* edit = nullptr;
    for (const Event& event : document.events) if (event.kind == 's') { edit = &event; break; }
    if (!edit) { std::fprintf(stderr, "kiwi_replay: %s has no suggested value\n", path); return 2; }
    std::vector<kiwi::Variable> variables;
    std::vector<double> firsts, edits;
    for (int k = 0; k < std::max(21, rounds / 20); ++k) {
        auto start = Clock::now();
        kiwi::Solver solver;
        build(document, solver, variables);
        firsts.push_back(microseconds(Clock::now() - start));
    }
    kiwi::Solver solver;
    build(document, solver, variables);
    for (int k = 0; k < rounds + 5; ++k) {
        auto start = Clock::now();
        solver.suggestValue(variables[edit->variable], edit->value + (k + 1) % 2);
        solver.updateVariables();
        if (k >= 5) edits.push_back(microseconds(Clock::now() - start));
    }
    std::printf("%.2f %.3f\n", median(firsts), median(edits));
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc >= 3 && std::strcmp(argv[1], "batch") == 0) return batch(argv[2]);
    if (argc >= 4 && std::strcmp(argv[1], "edit") == 0) return edit(argv[2], std::atoi(argv[3]));
    std::fprintf(stderr, "usage: kiwi_replay batch FILE | kiwi_replay edit FILE ROUNDS\n");
    return 2;
}
