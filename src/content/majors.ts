/**
 * Majors our members study most, offered as suggestions where a major is
 * typed (the academic profile, the résumé book's filter). Only suggestions:
 * the field stays free text, so a member with another major writes it as
 * their university names it. Sorted by name.
 */
export const COMMON_MAJORS: readonly string[] = [
  "Aerospace Engineering",
  "Applied Mathematics",
  "Biochemistry",
  "Bioengineering",
  "Biology",
  "Biomedical Engineering",
  "Chemical Engineering",
  "Chemistry",
  "Civil Engineering",
  "Computer Engineering",
  "Computer Science",
  "Data Science",
  "Economics",
  "Electrical Engineering",
  "Environmental Engineering",
  "Industrial Engineering",
  "Information Science",
  "Materials Science and Engineering",
  "Mathematics",
  "Mechanical Engineering",
  "Neuroscience",
  "Nuclear Engineering",
  "Physics",
  "Statistics",
];
