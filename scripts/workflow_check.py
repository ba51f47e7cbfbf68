"""The workflow check behind scripts/workflow-check.sh (run that, not this).

extract DOCS_DIR OUT_DIR
    Writes every GitHub Actions workflow shown in the docs (a ```yaml block with top-level `on:`
    and `jobs:`) to OUT_DIR as <doc>-<n>.yml, and prints one path a line. A ```yaml block that
    looks like part of a workflow (`runs-on:`, `steps:`, `uses: actions/…`) but is not a whole
    one is an error: every workflow in the docs is whole, so that it can be validated.

run WORKFLOW REPO WORK_DIR CACHE_DIR [--release-all]
    Runs the `build` job of WORKFLOW (the Pages workflow of docs/publishing.md) as GitHub
    would, up to its upload step, in WORK_DIR/workspace: a fresh clone of REPO's HEAD as
    `sitegen/`, REPO's sample content as `family/content` (the family's repository). `run:`
    steps run with bash -e, in the workspace, with the workflow's `env:`; the `name=value`
    lines a step with an `id` writes to $GITHUB_OUTPUT are its outputs. `uses:` steps are
    played locally: actions/checkout is the clone and the copy above; actions/cache restores
    and saves its `path` in CACHE_DIR (same file system as WORK_DIR: it is moved) under the key
    the step gives (hashFiles and runner.os worked out here), so a second run over the same
    sources skips the build as GitHub does;
    actions/upload-pages-artifact ends the run after checking that its `path` holds a site.
    Any other action, or an `if:` or `${{ }}` this file does not know, is an error.
    With --release-all, a cache miss first builds every target of the clone in release
    (`swift build -c release`), which the workflow's own build step then finds done.
"""

import glob
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import yaml

WORKFLOW_HINTS = re.compile(r"^\s*(runs-on:|steps:|-?\s*uses: actions/)", re.M)


def yaml_blocks(text):
    """(line, body) of every ```yaml block of a Markdown text."""
    out, body, start = [], None, 0
    for number, line in enumerate(text.split("\n"), 1):
        stripped = line.strip()
        if body is None and stripped in ("```yaml", "```yml"):
            body, start = [], number + 1
        elif body is not None and stripped == "```":
            out.append((start, "\n".join(body) + "\n"))
            body = None
        elif body is not None:
            body.append(line)
    return out


def is_workflow(data):
    # PyYAML reads the key `on` as True (YAML 1.1); GitHub reads it as "on".
    return isinstance(data, dict) and "jobs" in data and ("on" in data or True in data)


def extract(docs_dir, out_dir):
    os.makedirs(out_dir, exist_ok=True)
    for old in glob.glob(os.path.join(out_dir, "*.yml")):
        os.remove(old)
    written, problems = [], []
    for doc in sorted(glob.glob(os.path.join(docs_dir, "*.md"))):
        with open(doc, encoding="utf-8") as f:
            text = f.read()
        n = 0
        for line, body in yaml_blocks(text):
            try:
                data = yaml.safe_load(body)
            except yaml.YAMLError as e:
                if WORKFLOW_HINTS.search(body):
                    problems.append(f"{doc}:{line}: a workflow that is not valid YAML: {e}")
                continue
            if is_workflow(data):
                n += 1
                name = f"{os.path.splitext(os.path.basename(doc))[0]}-{n}.yml"
                path = os.path.join(out_dir, name)
                with open(path, "w", encoding="utf-8") as f:
                    f.write(f"# from {os.path.relpath(doc, os.path.dirname(docs_dir))}:{line}\n" + body)
                written.append(path)
            elif WORKFLOW_HINTS.search(body):
                problems.append(f"{doc}:{line}: part of a workflow; show the whole file (on:, jobs:) so it can be checked")
    for p in problems:
        print(f"error: {p}", file=sys.stderr)
    for w in written:
        print(w)
    if not written:
        print(f"error: no workflow found in {docs_dir}/*.md", file=sys.stderr)
    return 1 if problems or not written else 0


class StepError(Exception):
    pass


def hash_files(workspace, patterns):
    """A digest of every file the glob patterns match (GitHub's hashFiles, in spirit: its own
    numbers are not needed, only that the same files give the same key)."""
    files = set()
    for pattern in patterns:
        for p in glob.glob(os.path.join(workspace, pattern), recursive=True):
            if os.path.isfile(p):
                files.add(os.path.relpath(p, workspace))
    if not files:
        return ""
    h = hashlib.sha256()
    for rel in sorted(files):
        h.update(rel.encode() + b"\0")
        with open(os.path.join(workspace, rel), "rb") as f:
            h.update(hashlib.sha256(f.read()).digest())
    return h.hexdigest()


def evaluate(text, workspace, env, steps):
    """Replaces each ${{ … }} of `text` by its value; only the forms the docs use are known."""
    def one(m):
        expr = m.group(1).strip()
        if expr == "runner.os":
            return "Linux"
        if mm := re.fullmatch(r"env\.([A-Za-z_][A-Za-z0-9_]*)", expr):
            return env.get(mm.group(1), "")
        if mm := re.fullmatch(r"steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)", expr):
            return steps.get(mm.group(1), {}).get(mm.group(2), "")
        if mm := re.fullmatch(r"hashFiles\((.*)\)", expr):
            patterns = re.findall(r"'([^']*)'", mm.group(1))
            return hash_files(workspace, patterns)
        raise StepError(f"the expression ${{{{ {expr} }}}} is not one this check can work out")
    return re.sub(r"\$\{\{(.*?)\}\}", one, text)


def condition(step, steps):
    """Whether a step's `if:` holds; only `steps.ID.outputs.NAME != 'VALUE'` (and ==) are known."""
    cond = step.get("if")
    if cond is None:
        return True
    cond = str(cond).strip()
    if cond.startswith("${{") and cond.endswith("}}"):
        cond = cond[3:-2].strip()
    m = re.fullmatch(r"steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)\s*(==|!=)\s*'([^']*)'", cond)
    if not m:
        raise StepError(f"the condition `if: {step['if']}` is not one this check can work out")
    value = steps.get(m.group(1), {}).get(m.group(2), "")
    return (value == m.group(4)) == (m.group(3) == "==")


def run(workflow_path, repo, work_dir, cache_dir, release_all):
    with open(workflow_path, encoding="utf-8") as f:
        workflow = yaml.safe_load(f)
    job = workflow["jobs"]["build"]
    workspace = os.path.join(work_dir, "workspace")
    shutil.rmtree(workspace, ignore_errors=True)
    os.makedirs(workspace)
    head = subprocess.run(["git", "-C", repo, "rev-parse", "HEAD"], check=True, capture_output=True, text=True).stdout.strip()
    env = {k: str(v) for k, v in (workflow.get("env") or {}).items()}
    env.update({k: str(v) for k, v in (job.get("env") or {}).items()})
    outputs = os.path.join(work_dir, "github-output")
    base_env = dict(os.environ, CI="true", GITHUB_WORKSPACE=workspace, GITHUB_OUTPUT=outputs,
                    GITHUB_ENV=os.path.join(work_dir, "github-env"), RUNNER_OS="Linux")
    steps = {}
    cache_saves = []  # (path, key) of the cache steps, saved when the job ends
    started = time.monotonic()
    for index, step in enumerate(job["steps"], 1):
        name = step.get("name") or step.get("uses") or step.get("run", "").split("\n")[0]
        where = f"{os.path.basename(workflow_path)} step {index} ({name})"
        try:
            if not condition(step, steps):
                print(f"== {where}: skipped (if: {step['if']})", flush=True)
                continue
            uses = step.get("uses")
            with_ = {k: evaluate(str(v), workspace, env, steps) for k, v in (step.get("with") or {}).items()}
            print(f"== {where}", flush=True)
            if uses and uses.startswith("actions/checkout@"):
                path = with_.get("path", "")
                if path == "sitegen":
                    subprocess.run(["git", "clone", "--quiet", "--no-checkout", repo, os.path.join(workspace, path)], check=True)
                    subprocess.run(["git", "-C", os.path.join(workspace, path), "checkout", "--quiet", head], check=True)
                    print(f"   a fresh clone of {repo} at {head[:12]}")
                elif path == "family":
                    shutil.copytree(os.path.join(repo, "content"), os.path.join(workspace, path, "content"))
                    print(f"   the sample content ({repo}/content) as the family's repository")
                else:
                    raise StepError(f"a checkout into `{path}`: this check knows `family` and `sitegen`")
            elif uses and uses.startswith("actions/cache@"):
                path, key = with_["path"], with_["key"]
                if not key or key.endswith("-"):
                    raise StepError(f"the cache key `{key}` names no files")
                stored = os.path.join(cache_dir, key)
                target = os.path.join(workspace, path)
                hit = os.path.isdir(stored)
                cache_saves.append((target, key))
                if hit:
                    shutil.rmtree(target, ignore_errors=True)
                    os.rename(stored, target)
                    print(f"   cache hit: {key}")
                else:
                    print(f"   cache miss: {key}")
                    if release_all:
                        package = os.path.dirname(target)
                        print(f"   --release-all: swift build -c release (every target) in {os.path.relpath(package, workspace)}", flush=True)
                        t0 = time.monotonic()
                        subprocess.run(["swift", "build", "-c", "release", "--package-path", package], check=True, env=base_env)
                        print(f"   every target built in release in {time.monotonic() - t0:.0f} s", flush=True)
                if step.get("id"):
                    steps[step["id"]] = {"cache-hit": "true" if hit else "false"}
            elif uses and uses.startswith("actions/upload-pages-artifact@"):
                site = os.path.join(workspace, with_.get("path", "_site"))
                if not os.path.isfile(os.path.join(site, "index.html")):
                    raise StepError(f"the folder to upload, {site}, has no index.html")
                pages = len(glob.glob(os.path.join(site, "**", "*.html"), recursive=True))
                print(f"   stopped at the upload: {with_.get('path')} holds {pages} pages")
                break
            elif uses:
                raise StepError(f"the action {uses} is not one this check can play")
            else:
                script = evaluate(step["run"], workspace, env, steps)
                step_env = dict(base_env, **env, **{k: evaluate(str(v), workspace, env, steps) for k, v in (step.get("env") or {}).items()})
                open(outputs, "w").close()
                with tempfile.NamedTemporaryFile("w", suffix=".sh", delete=False) as f:
                    f.write(script)
                t0 = time.monotonic()
                result = subprocess.run(["bash", "-e", f.name], cwd=workspace, env=step_env)
                os.remove(f.name)
                if result.returncode != 0:
                    raise StepError(f"exit status {result.returncode}")
                if step.get("id"):
                    # `name=value` lines the step wrote to $GITHUB_OUTPUT, as steps.ID.outputs.NAME.
                    with open(outputs, encoding="utf-8") as f:
                        steps[step["id"]] = dict(line.rstrip("\n").split("=", 1) for line in f if "=" in line)
                print(f"   done in {time.monotonic() - t0:.1f} s", flush=True)
        except (StepError, subprocess.CalledProcessError, KeyError) as e:
            print(f"error: {where}: {e}", file=sys.stderr)
            return 1
    else:
        print(f"error: {os.path.basename(workflow_path)}: no actions/upload-pages-artifact step", file=sys.stderr)
        return 1
    for target, key in cache_saves:
        # Moved, not copied (the workspace is made anew each run; a hit was moved out of the
        # store). One entry is enough: an older key is for sources that changed since.
        shutil.rmtree(cache_dir, ignore_errors=True)
        os.makedirs(cache_dir)
        if os.path.isdir(target):
            os.rename(target, os.path.join(cache_dir, key))
            print(f"cache saved: {key}")
    print(f"the workflow's steps ran in {time.monotonic() - started:.0f} s")
    return 0


def main(argv):
    if len(argv) == 3 and argv[0] == "extract":
        return extract(argv[1], argv[2])
    if len(argv) in (5, 6) and argv[0] == "run":
        return run(argv[1], os.path.abspath(argv[2]), os.path.abspath(argv[3]), os.path.abspath(argv[4]),
                   "--release-all" in argv[5:])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
