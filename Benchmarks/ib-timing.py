#!/usr/bin/env python3
"""Issue 41's speed targets for `snaplayout ib`, end to end (process start included):

1. a generated 100-scene storyboard (a navigation controller pushing 100 screens of 16 views and
   about 30 constraints each: labels, an image, nested stack views of switches, a text field, a
   button on the safe area), checked at its design size;
2. the public Interface Builder corpus (../shared/corpus/ib/public: 38 repositories' files);
3. the same storyboard swept over 1, 5, 10 and every built-in device (`--devices`, portrait), to
   show that the sweep is linear in the number of configurations (the tree is re-used, only the
   sizes change).

    swift build -c release --product snaplayout
    python3 Benchmarks/ib-timing.py [--snaplayout PATH] [--repeat 5] [--corpus DIR]

The storyboard is generated twice: once with zero frames, then with the frames snaplayout solves
written back as IB's stored frames, so that every scene is clean (a misplaced scene costs a
safe-area calibration, which the corpus figure includes). Each figure is the median of --repeat runs.
"""
import argparse, json, os, statistics, subprocess, sys, tempfile, time

here = os.path.dirname(os.path.abspath(__file__))
parser = argparse.ArgumentParser()
parser.add_argument("--snaplayout", default=os.path.join(here, "..", ".build", "release", "snaplayout"))
parser.add_argument("--repeat", type=int, default=5)
parser.add_argument("--corpus", default=os.path.join(here, "..", "..", "shared", "corpus", "ib", "public"))
args = parser.parse_args()


def view(kind, vid, frame, extra="", body=""):
    x, y, w, h = frame
    return (f'<{kind} {extra} translatesAutoresizingMaskIntoConstraints="NO" id="{vid}">'
            f'<rect key="frame" x="{x}" y="{y}" width="{w}" height="{h}"/>{body}</{kind}>')


def scene(n, frames):
    p = f"s{n}-"
    f = lambda i, default: frames.get(p + i, default)
    rows = ""
    for r in range(3):
        rows += view("stackView", f"{p}row{r}", f(f"row{r}", [0, 0, 0, 0]), 'spacing="8" alignment="center"',
                     "<subviews>" + view("label", f"{p}rl{r}", f(f"rl{r}", [0, 0, 120, 21]), f'text="Option {r}" horizontalHuggingPriority="251" horizontalCompressionResistancePriority="749"')
                     + view("switch", f"{p}sw{r}", f(f"sw{r}", [0, 0, 51, 31]), 'horizontalHuggingPriority="750" verticalHuggingPriority="750"')
                     + "</subviews>")
    subviews = (view("label", p + "header", f("header", [0, 0, 160, 24]), 'text="Header" horizontalHuggingPriority="251"')
                + view("imageView", p + "image", f("image", [0, 0, 60, 60]), f'image="avatar"')
                + view("label", p + "title", f("title", [0, 0, 200, 21]), 'text="Title" horizontalHuggingPriority="251"')
                + view("stackView", p + "stack", f("stack", [0, 0, 0, 0]), 'axis="vertical" spacing="8"', "<subviews>" + rows + "</subviews>")
                + view("textField", p + "field", f("field", [0, 0, 200, 34]), 'borderStyle="roundedRect"')
                + view("button", p + "button", f("button", [0, 0, 80, 30]), 'buttonType="system"'))
    c = lambda cid, first, fa, second=None, sa=None, extra="": (
        f'<constraint firstItem="{p}{first}" firstAttribute="{fa}"'
        + (f' secondItem="{second if second.startswith(p) or second == "safe" + str(n) else p + second}" secondAttribute="{sa}"' if second else "")
        + f' {extra} id="{p}{cid}"/>')
    root = p + "root"
    constraints = "".join([
        c("c1", "header", "top", f"safe{n}", "top", 'constant="16"'),
        c("c2", "header", "leading", root, "leadingMargin"),
        c("c3", "image", "top", "header", "bottom", 'constant="8"'),
        c("c4", "image", "leading", root, "leadingMargin"),
        c("c5", "image", "width", extra='constant="60"'),
        c("c6", "image", "height", "image", "width"),
        c("c7", "title", "leading", "image", "trailing", 'constant="12"'),
        c("c8", "title", "centerY", "image", "centerY"),
        c("c9", "title", "trailing", root, "trailingMargin", 'relation="lessThanOrEqual"'),
        c("c10", "stack", "top", "image", "bottom", 'constant="20"'),
        c("c11", "stack", "leading", root, "leadingMargin"),
        c("c12", "stack", "trailing", root, "trailingMargin"),
        c("c13", "field", "top", "stack", "bottom", 'constant="16"'),
        c("c14", "field", "leading", root, "leadingMargin"),
        c("c15", "field", "trailing", root, "trailingMargin"),
        c("c16", "field", "height", extra='constant="34"'),
        c("c17", "button", "bottom", f"safe{n}", "bottom", 'constant="-16"'),
        c("c18", "button", "centerX", root, "centerX"),
    ])
    push = f'<connections><segue destination="vc{n + 1}" kind="show" id="{p}push"/></connections>' if n < 99 else ""
    return (f'<scene sceneID="scene{n}"><objects><viewController id="vc{n}" title="Screen {n}" sceneMemberID="viewController">'
            f'<view key="view" id="{root}"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>'
            f'<subviews>{subviews}</subviews><viewLayoutGuide key="safeArea" id="safe{n}"/>'
            f'<constraints>{constraints}</constraints></view>{push}</viewController></objects></scene>')


def storyboard(frames):
    scenes = "".join(scene(n, frames) for n in range(100))
    navigation = ('<scene sceneID="nav"><objects><navigationController id="nav" sceneMemberID="viewController">'
                  '<navigationBar key="navigationBar" id="bar"/><connections>'
                  '<segue destination="vc0" kind="relationship" relationship="rootViewController" id="root-segue"/>'
                  '</connections></navigationController></objects></scene>')
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
            'version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">'
            '<device id="retina4_7" orientation="portrait"/><scenes>' + navigation + scenes + '</scenes>'
            '<resources><image name="avatar" width="60" height="60"/></resources></document>\n')


def run(command):
    start = time.perf_counter()
    out = subprocess.run(command, capture_output=True, text=True)
    return time.perf_counter() - start, out


def median(command):
    times = [run(command)[0] for _ in range(args.repeat)]
    return statistics.median(times)


folder = tempfile.mkdtemp(prefix="ib-timing-")
path = os.path.join(folder, "Hundred.storyboard")
open(path, "w").write(storyboard({}))
_, out = run([args.snaplayout, "ib", "--format", "json", path])
frames = {}
for line in out.stdout.splitlines():
    frames.update(json.loads(line)["frames"])
open(path, "w").write(storyboard(frames))
_, out = run([args.snaplayout, "ib", "--format", "json", path])
statuses = [json.loads(line)["status"] for line in out.stdout.splitlines()]
print(f"generated storyboard: {len(statuses)} scenes, {statuses.count('ok')} clean, {os.path.getsize(path) // 1024} KB")

print(f"100-scene storyboard, --jobs 1:      {median([args.snaplayout, 'ib', '--jobs', '1', '--format', 'json', path]) * 1000:7.1f} ms")
print(f"100-scene storyboard, every core:    {median([args.snaplayout, 'ib', '--format', 'json', path]) * 1000:7.1f} ms")
if os.path.isdir(args.corpus):
    print(f"public corpus, --jobs 1:             {median([args.snaplayout, 'ib', '--jobs', '1', '--format', 'json', args.corpus]) * 1000:7.1f} ms")
    print(f"public corpus, every core:           {median([args.snaplayout, 'ib', '--format', 'json', args.corpus]) * 1000:7.1f} ms")
devices = ["iphone-8", "iphone-se-1", "iphone-15", "ipad-9.7", "iphone-11", "iphone-14", "iphone-8-plus", "iphone-13-mini",
           "iphone-16-pro", "ipad-pro-11"]
keys = subprocess.run([args.snaplayout, "ib", "--help"], capture_output=True, text=True).stdout
base = median([args.snaplayout, "ib", "--jobs", "1", "--format", "json", path])
for count, listing in [(1, devices[:1]), (5, devices[:5]), (10, devices), (None, ["all:portrait"])]:
    t = median([args.snaplayout, "ib", "--jobs", "1", "--format", "json", "--devices", ",".join(listing), path])
    label = f"{count} devices" if count else "every device"
    configurations = count or 22
    print(f"sweep, {label:13} ({configurations:2} configurations), --jobs 1: {t * 1000:7.1f} ms, "
          f"{(t - base) * 1000 / configurations / 100:6.3f} ms a configuration a scene beyond the design check")
