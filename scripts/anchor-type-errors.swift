// Each `_ =` line must NOT compile (scripts/anchor-type-check.sh counts the errors).
import SnapLayout
let a = LayoutView(), b = LayoutView()
_ = a.leadingAnchor.constraint(equalTo: b.topAnchor)              // X-axis against Y-axis
_ = a.topAnchor.constraint(equalTo: b.centerXAnchor)              // Y-axis against X-axis
_ = a.widthAnchor.constraint(equalTo: b.centerXAnchor)            // a size against a location
_ = a.topAnchor.constraint(equalToConstant: 3)                    // a location against a constant
_ = a.leadingAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2) // multiplier on a location
_ = a.safeAreaLayoutGuide.firstBaselineAnchor                     // guides have no baselines
