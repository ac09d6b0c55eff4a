#!/usr/bin/env python3
"""
Reference values for the second mortgage, bridging loan and loan comparison
calculators, computed by LibreOffice Calc (an engine independent of the
site's code). Builds calc-a.fods, one row per case: column A the case's
name, column B a spreadsheet formula. Then:

    python3 make-reference-calc-a.py && soffice --headless --convert-to csv calc-a.fods

writes calc-a.csv, whose numbers the Jest tests copy. Signs are the
spreadsheet's: money received +, money paid -.
"""
from fods import write_fods

# Loan comparison scenarios (docs-dev/CALCULATORS.md §6).
# A: $1m, 7.45%, 25y monthly, $5,000 fees paid.  B: $1m, 7.10%, 25y monthly, $15,000 fees paid.
PMT_A = "PMT(0.0745/12;300;1000000)"
PMT_B = "PMT(0.071/12;300;1000000)"
# Cost if repaid after t monthly payments: fees paid + payments so far + balance owing + exit fee - amount.
def cost_a(t):
    return f"5000-{t}*{PMT_A}-FV(0.0745/12;{t};{PMT_A};1000000)-1000000"
def cost_b(t):
    return f"15000-{t}*{PMT_B}-FV(0.071/12;{t};{PMT_B};1000000)-1000000"
# C: $800k received, $8,000 fees added (loan 808,000), 6.9%, 15y fortnightly, $390 a year ongoing (15 a
# fortnight), $1,500 exit fee, $200,000 balloon.
PMT_C = "PMT(0.069/26;390;808000;-200000)"
# D: $500k, 8%, 5y weekly interest-only, $2,500 fees paid.
PAY_D = "500000*0.08/52"

CASES = [
    # Second mortgage (section 2): value $1m, first mortgage $550k, limit 75%, second mortgage $150k at 10.5%.
    ("sm_max_second_mortgage", "0.75*1000000-550000"),
    ("sm_io_monthly", "150000*0.105/12"),
    ("sm_io_fortnightly", "150000*0.105/26"),
    ("sm_pi_monthly_2y", "PMT(0.105/12;24;150000)"),
    ("sm_pi_monthly_2y_total_interest", "-24*PMT(0.105/12;24;150000)-150000"),
    ("sm_pi_monthly_2y_balance_after_12", "-FV(0.105/12;12;PMT(0.105/12;24;150000);150000)"),
    ("sm_pi_weekly_3y", "PMT(0.105/52;156;150000)"),
    ("sm_pi_fortnightly_2y", "PMT(0.105/26;52;150000)"),
    ("sm_cap_balance_24", "FV(0.105/12;24;0;-150000)"),
    ("sm_cap_interest_24", "FV(0.105/12;24;0;-150000)-150000"),
    ("sm_cap_balance_after_7", "FV(0.105/12;7;0;-150000)"),
    ("sm_pi_zero_rate", "PMT(0;24;150000)"),
    ("sm_pi_high_rate_30y_weekly", "PMT(0.99/52;1560;450000000)"),
    # Bridging (section 7): sale $1.6m less 2.5%, debt $400k, purchase $1.35m + $100k costs, 6 months at 9.5%.
    ("br_peak_debt_capitalised_6m", "FV(0.095/12;6;0;-1850000)"),
    ("br_capitalised_interest_6m", "FV(0.095/12;6;0;-1850000)-1850000"),
    ("br_end_debt", "FV(0.095/12;6;0;-1850000)-1600000*0.975"),
    ("br_peak_lvr", "1850000/(1600000+1350000)*100"),
    ("br_peak_lvr_with_interest", "FV(0.095/12;6;0;-1850000)/(1600000+1350000)*100"),
    ("br_end_lvr", "(FV(0.095/12;6;0;-1850000)-1560000)/1350000*100"),
    ("br_balance_after_3", "FV(0.095/12;3;0;-1850000)"),
    ("br_serviced_total_interest", "1850000*0.095*6/12"),
    ("br_serviced_monthly", "1850000*0.095/12"),
    ("br_archer_750k_8.5_6m", "FV(0.085/12;6;0;-750000)-750000"),
    # Sale shaded to 90% of $1.6m, selling costs 2.5% of that.
    ("br_end_debt_shaded_90", "FV(0.095/12;6;0;-1850000)-0.9*1600000*0.975"),
    # $20,000 fees: paid (borrower nets 1.83m of 1.85m) or added (loan 1.87m, borrower nets 1.85m).
    ("br_cost_rate_fees_paid", "RATE(6;0;1830000;-FV(0.095/12;6;0;-1850000))*12"),
    ("br_cost_rate_fees_added", "RATE(6;0;1850000;-FV(0.095/12;6;0;-1870000))*12"),
    ("br_peak_debt_fees_added_6m", "FV(0.095/12;6;0;-1870000)"),
    ("br_cost_rate_serviced_fees_paid", "RATE(6;-1850000*0.095/12;1830000;-1850000)*12"),
    ("br_twelve_months_capitalised", "FV(0.095/12;12;0;-1850000)"),
    # Loan comparison.
    ("cmp_a_payment", PMT_A),
    ("cmp_b_payment", PMT_B),
    ("cmp_a_total_cost", f"-300*{PMT_A}+5000-1000000"),
    ("cmp_b_total_cost", f"-300*{PMT_B}+15000-1000000"),
    ("cmp_a_cost_rate_pa", f"RATE(300;{PMT_A};995000;0;0;0.0745/12)*12"),
    ("cmp_b_cost_rate_pa", f"RATE(300;{PMT_B};985000;0;0;0.071/12)*12"),
    ("cmp_a_effective_annual", f"(1+RATE(300;{PMT_A};995000;0;0;0.0745/12))^12-1"),
    ("cmp_a_cost_5y", cost_a(60)),
    ("cmp_b_cost_5y", cost_b(60)),
    # Break-even: B (higher fees, lower rate) first costs no more than A after 35 months (found by a
    # python loop over months; these rows confirm B > A at month 34 and B <= A at month 35).
    ("cmp_a_cost_month_34", cost_a(34)),
    ("cmp_b_cost_month_34", cost_b(34)),
    ("cmp_a_cost_month_35", cost_a(35)),
    ("cmp_b_cost_month_35", cost_b(35)),
    ("cmp_c_payment", PMT_C),
    ("cmp_c_total_repaid", f"-390*{PMT_C}+390*15+200000+1500"),
    ("cmp_c_total_interest", f"-390*{PMT_C}+200000-808000"),
    ("cmp_c_cost_rate_pa", f"RATE(390;{PMT_C}-15;800000;-201500;0;0.069/26)*26.09"),
    ("cmp_c_effective_annual", f"(1+RATE(390;{PMT_C}-15;800000;-201500;0;0.069/26))^26-1"),
    # C repaid after 2 years (52 fortnights, month 24): payments + fees so far + balance + exit fee - 800,000.
    ("cmp_c_cost_month_24", f"-52*({PMT_C}-15)-FV(0.069/26;52;{PMT_C};808000)+1500-800000"),
    ("cmp_d_payment", PAY_D),
    ("cmp_d_cost_rate_pa", f"RATE(260;-{PAY_D};497500;-500000;0;0.08/52)*52.18"),
    ("cmp_d_total_cost", f"260*{PAY_D}+2500"),
    ("cmp_zero_rate_fees_cost_rate_pa", "RATE(120;-1000;118800;0)*12"),
    ("cmp_fortnightly_no_fees_cost_rate_pa", "0.0725/26*26.09"),
]

write_fods(CASES, 'calc-a.fods')
